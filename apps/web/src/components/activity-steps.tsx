import { type ActivityDetail, activityKind, type SurveyForm } from '@app/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** `kind`: only that kind's; `except`: every kind's but that one's. */
type Step = { key: string; path: string; kind?: number; except?: number; forms?: readonly SurveyForm[] };

/**
 * The pages of one activity, in the order an organiser sets it up; each takes ?activity_id=. A kind-4 activity
 * shows the pages of its form: a vote has its own setup and data pages.
 */
const steps: Step[] = [
  { key: 'settings', path: '/activity/activitySettin' },
  { key: 'deploy', path: '/activity/deploy', kind: activityKind.onlineQuiz },
  { key: 'prize', path: '/activity/prize', kind: activityKind.onlineQuiz },
  { key: 'pk', path: '/activity/pk', kind: activityKind.onlineQuiz },
  { key: 'sendHb', path: '/activity/sendHb', kind: activityKind.onlineQuiz },
  { key: 'game', path: '/activity/game', kind: activityKind.siteInteraction },
  { key: 'survey', path: '/activity/survey', kind: activityKind.survey, forms: ['survey', 'signup'] },
  { key: 'vote', path: '/activity/vote', kind: activityKind.survey, forms: ['vote'] },
  { key: 'voteData', path: '/activity/voteData', kind: activityKind.survey, forms: ['vote'] },
  { key: 'lottery', path: '/LargeScreenLottery/LargeScreenSettin', kind: activityKind.lottery },
  { key: 'lotteryPeople', path: '/LargeScreenLottery/people', kind: activityKind.lottery },
  { key: 'lotteryBarrage', path: '/LargeScreenLottery/barrage', kind: activityKind.lottery },
  { key: 'lotteryAudit', path: '/LargeScreenLottery/audit', kind: activityKind.lottery },
  { key: 'lotteryClaims', path: '/LargeScreenLottery/claims', kind: activityKind.lottery },
  // A lottery's records are its draw records and claims above, not answers to analyse.
  { key: 'analysis', path: '/activity/analysis', except: activityKind.lottery, forms: ['survey', 'signup'] },
];

/** Tabs across an activity's pages; the current page is the active tab. Its kind decides the tabs. */
export const ActivitySteps = ({ activity }: { activity: ActivityDetail }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { id: activityId, kind, settings } = activity;
  const form = kind === activityKind.survey ? ((settings.form as SurveyForm | undefined) ?? 'survey') : undefined;
  const shown = steps.filter(
    (s) =>
      (s.kind === undefined || s.kind === kind) &&
      s.except !== kind &&
      (s.forms === undefined || !form || s.forms.includes(form)),
  );
  return (
    <Tabs
      activeKey={shown.find((s) => s.path.toLowerCase() === pathname.toLowerCase())?.path}
      onChange={(path) => navigate(`${path}?activity_id=${activityId}`)}
      items={shown.map((s) => ({ key: s.path, label: t(`activitySteps.${s.key}`) }))}
    />
  );
};
