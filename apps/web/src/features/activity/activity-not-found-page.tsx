import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** /activity/404: where an answer with code 600 lands (spec section 8). */
export const ActivityNotFoundPage = () => {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFoundTitle')}
      subTitle={t('notFoundHint')}
      extra={
        <Button type="primary" onClick={() => navigate('/activity/manage')}>
          {t('backToMine')}
        </Button>
      }
    />
  );
};
