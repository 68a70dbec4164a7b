import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kindLabelKey } from './activity-kinds.js';

/** What an activity's set-up and data pages show for a kind that does not run yet, instead of pages that fail. */
export const KindComing = ({ kind }: { kind: number }) => {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('kindComing.title', { kind: t(kindLabelKey(kind)) })}
      subTitle={t('kindComing.pages')}
      extra={<Link to="/activity/manage">{t('activityPage.back')}</Link>}
    />
  );
};
