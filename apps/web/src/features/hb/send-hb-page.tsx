import './messages.js';
import { Skeleton } from 'antd';
import { ActivityPage } from '../../components/activity-page.js';
import { useHbRule } from './api.js';
import { PayoutTable } from './payout-table.js';
import { RuleForm } from './rule-form.js';

/** /activity/sendHb?activity_id=…: an online quiz's red-packet rule and the red packets paid under it. */
export const SendHbPage = () => <ActivityPage>{(activityId) => <RedPackets activityId={activityId} />}</ActivityPage>;

const RedPackets = ({ activityId }: { activityId: number }) => {
  const rule = useHbRule(activityId);
  if (!rule.data) return <Skeleton active />;
  return (
    <>
      <RuleForm key={activityId} activityId={activityId} rule={rule.data} />
      <PayoutTable activityId={activityId} />
    </>
  );
};
