import { Skeleton } from 'antd';
import { ActivityPage } from '../../components/activity-page.js';
import { useQuizSettings } from './api.js';
import { SettingsForm } from './settings-form.js';

/** /activity/deploy?activity_id=…: an online quiz's rules, questions and answering settings. */
export const DeployPage = () => <ActivityPage>{(activityId) => <QuizDeploy activityId={activityId} />}</ActivityPage>;

const QuizDeploy = ({ activityId }: { activityId: number }) => {
  const settings = useQuizSettings(activityId);
  return settings.data ? <SettingsForm key={activityId} loaded={settings.data} /> : <Skeleton active />;
};
