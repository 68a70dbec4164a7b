import { Skeleton } from 'antd';
import { ActivityPage } from '../../components/activity-page.js';
import { ChallengeTable } from './challenge-table.js';
import { usePkIndex } from './pk-api.js';
import { PkConfigForm } from './pk-config-form.js';
import { PkLevels } from './pk-levels.js';

/** /activity/pk?activity_id=…: an online quiz's PK mode: its settings, its levels in order, and the challenge records. */
export const PkPage = () => <ActivityPage>{(activityId) => <PkSettings activityId={activityId} />}</ActivityPage>;

const PkSettings = ({ activityId }: { activityId: number }) => {
  const index = usePkIndex(activityId);
  if (!index.data) return <Skeleton active />;
  const { config, levels } = index.data;
  return (
    <>
      <PkConfigForm key={activityId} activityId={activityId} loaded={config} />
      <PkLevels activityId={activityId} levels={levels} />
      <ChallengeTable activityId={activityId} levels={levels} />
    </>
  );
};
