import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityPage } from '../../components/activity-page.js';
import { AntiCheatSettings } from './anti-cheat-settings.js';
import { useQuizSettings } from './api.js';
import { MoreQuestions } from './more-questions.js';
import { SettingsForm } from './settings-form.js';
import { VideoSettings } from './video-settings.js';

/**
 * /activity/deploy?activity_id=…: an online quiz's rules, questions and answering settings, its learning
 * video, its extra questions and its anti-cheat rules.
 */
export const DeployPage = () => <ActivityPage>{(activityId) => <QuizDeploy activityId={activityId} />}</ActivityPage>;

const QuizDeploy = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation('quiz');
  const settings = useQuizSettings(activityId);
  return (
    <Tabs
      type="card"
      items={[
        {
          key: 'quiz',
          label: t('sections.quiz'),
          children: settings.data ? <SettingsForm key={activityId} loaded={settings.data} /> : <Skeleton active />,
        },
        { key: 'video', label: t('sections.video'), children: <VideoSettings activityId={activityId} /> },
        { key: 'more', label: t('sections.more'), children: <MoreQuestions activityId={activityId} /> },
        { key: 'antiCheat', label: t('sections.antiCheat'), children: <AntiCheatSettings activityId={activityId} /> },
      ]}
    />
  );
};
