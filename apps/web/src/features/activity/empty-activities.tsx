import { Card, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activityKinds, kindLabelKey } from '../../components/activity-kinds.js';

/** A new organiser's empty list: the recommendation pages of the six kinds to start from. */
export const EmptyActivities = () => {
  const { t } = useTranslation('activity');
  return (
    <Card>
      <Empty description={t('empty')}>
        <p>{t('emptyHint')}</p>
        <Flex wrap gap={12} justify="center">
          {activityKinds.map((k) => (
            <Link key={k.kind} to={k.route}>
              <Card hoverable size="small">
                {t(kindLabelKey(k.kind))}
              </Card>
            </Link>
          ))}
        </Flex>
      </Empty>
    </Card>
  );
};
