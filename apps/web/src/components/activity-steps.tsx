import { activityKind, contract } from '@app/contract';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useEndpointQuery } from '../app/api-hooks.js';

/** The pages of one activity, in the order an organiser sets it up; each takes ?activity_id=. */
const steps = [
  { key: 'settings', path: '/activity/activitySettin' },
  { key: 'deploy', path: '/activity/deploy', kind: activityKind.onlineQuiz },
  { key: 'prize', path: '/activity/prize', kind: activityKind.onlineQuiz },
  { key: 'pk', path: '/activity/pk', kind: activityKind.onlineQuiz },
  { key: 'analysis', path: '/activity/analysis' },
] as const;

/**
 * Tabs across an activity's pages; the current page is the active tab. Its kind decides the tabs. Read
 * silently: a staff account may hold a page without the activity settings, and the page works without tabs.
 */
export const ActivitySteps = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const info = useEndpointQuery(
    contract.activity.info,
    { activity_id: activityId },
    { enabled: activityId > 0, retry: false, call: { silent: true } },
  );
  if (!info.data) return null;
  const { kind } = info.data;
  const shown = steps.filter((s) => !('kind' in s) || s.kind === kind);
  return (
    <Tabs
      activeKey={shown.find((s) => s.path.toLowerCase() === pathname.toLowerCase())?.path}
      onChange={(path) => navigate(`${path}?activity_id=${activityId}`)}
      items={shown.map((s) => ({ key: s.path, label: t(`activitySteps.${s.key}`) }))}
    />
  );
};
