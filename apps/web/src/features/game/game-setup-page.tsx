import { trialLimits } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import './messages.js';
import { Alert, Button, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { ActivityPage } from '../../components/activity-page.js';
import { useGameConfig } from './api.js';
import { FieldsForm } from './fields-form.js';
import { PhoneForm } from './phone-form.js';
import { RoundList } from './round-list.js';
import { ScreenForm } from './screen-form.js';

/**
 * /activity/game?activity_id=…: an on-site interactive quiz's set-up: its rounds of bank questions, its big
 * screen (with a live preview), its phone page and what players fill in to join.
 */
export const GameSetupPage = () => <ActivityPage>{(activityId) => <GameSetup activityId={activityId} />}</ActivityPage>;

const GameSetup = ({ activityId }: { activityId: number }) => {
  const { t } = useTranslation(['game', 'activity']);
  const config = useGameConfig(activityId);
  const activity = useEndpointQuery(
    activityContract.info,
    { activity_id: activityId },
    { retry: false, call: { silent: true } },
  );
  if (!config.data) return <Skeleton active />;
  const { rounds, question_count, capacity, site, phone_site, fields, identity } = config.data;
  const draft = activity.data?.status === 'draft';
  const shown = {
    title: activity.data?.title ?? '',
    code: activity.data?.code ?? '',
    link: activity.data?.link ?? '',
  };
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text>
          {t('summary', { rounds: rounds.length, questions: question_count, capacity })}
        </Typography.Text>
        <Link to={`/activity/console?activity_id=${activityId}`}>
          <Button type="primary">{t('activity:actConsole')}</Button>
        </Link>
      </Flex>
      {draft ? <Alert type="info" showIcon title={t('trialCapacity', { capacity: trialLimits.participants })} /> : null}
      <Tabs
        type="card"
        items={[
          {
            key: 'rounds',
            label: t('tabs.rounds'),
            children: <RoundList activityId={activityId} rounds={rounds} />,
          },
          {
            key: 'screen',
            label: t('tabs.screen'),
            children: <ScreenForm key={activityId} activityId={activityId} site={site} activity={shown} />,
          },
          {
            key: 'phone',
            label: t('tabs.phone'),
            children: <PhoneForm key={activityId} activityId={activityId} phoneSite={phone_site} />,
          },
          {
            key: 'fields',
            label: t('tabs.fields'),
            children: <FieldsForm key={activityId} activityId={activityId} fields={fields} identity={identity} />,
          },
        ]}
      />
    </Flex>
  );
};
