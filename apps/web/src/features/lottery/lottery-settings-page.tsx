import './messages.js';
import type { DataOf, LotteryDrawOptions, LotteryLook, LotterySignin } from '@app/contract';
import { activityContract } from '@app/contract/activity';
import type { lotteryContract } from '@app/contract/lottery';
import { Alert, Button, Col, Divider, Flex, Form, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { ActivityPage } from '../../components/activity-page.js';
import { useLotterySettings, usePreviewPeople, useSignedCount } from './api.js';
import { BarrageForm } from './barrage-form.js';
import { DrawOptionsForm } from './draw-options-form.js';
import { FieldsEditor } from './fields-editor.js';
import { LookForm } from './look-form.js';
import { consoleUrl, lotteryPageUrl, screenUrl } from './lottery-paths.js';
import { ScreenPreview } from './screen-preview.js';
import { SigninForm } from './signin-form.js';
import { TierTable } from './tier-table.js';

type Settings = DataOf<typeof lotteryContract.settings>;
const tabs = ['look', 'signin', 'barrage', 'tiers', 'draw'] as const;

/**
 * /LargeScreenLottery/LargeScreenSettin?activity_id=: a lottery's set-up — the big screen's look, sign-in,
 * barrage, prize tiers and draw rules — beside a live preview of the big screen as it is being set.
 */
export const LotterySettingsPage = () => (
  <ActivityPage>{(activityId) => <LotterySetup activityId={activityId} />}</ActivityPage>
);

const LotterySetup = ({ activityId }: { activityId: number }) => {
  const settings = useLotterySettings(activityId);
  return settings.data ? <SetupTabs key={activityId} data={settings.data} /> : <Skeleton active />;
};

const SetupTabs = ({ data }: { data: Settings }) => {
  const { t } = useTranslation('lottery');
  const { activity_id: activityId, settings, tiers, capacity } = data;
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((k) => k === params.get('tab')) ?? 'look';
  const people = usePreviewPeople(activityId);
  const signed = useSignedCount(activityId).data?.total ?? 0;
  const activity = useEndpointQuery(
    activityContract.info,
    { activity_id: activityId },
    { retry: false, call: { silent: true } },
  );
  // The page holds the forms the preview follows, so what is typed shows on the screen before it is saved.
  const [lookForm] = Form.useForm<LotteryLook>();
  const [signinForm] = Form.useForm<LotterySignin>();
  const [drawForm] = Form.useForm<LotteryDrawOptions>();
  const look = { ...settings.look, ...Form.useWatch([], lookForm) };
  const signin = { ...settings.signin, ...Form.useWatch([], signinForm) };
  const draw = { ...settings.draw, ...Form.useWatch([], drawForm) };
  const summary = t('settings.summary', {
    tiers: tiers.length,
    prizes: tiers.reduce((sum, tier) => sum + tier.count, 0),
    signed,
    capacity,
  });

  const items = [
    {
      key: 'look',
      children: <LookForm activityId={activityId} form={lookForm} look={settings.look} />,
    },
    {
      key: 'signin',
      children: (
        <>
          <SigninForm activityId={activityId} form={signinForm} signin={settings.signin} />
          <Divider titlePlacement="start">{t('fields.title')}</Divider>
          <FieldsEditor activityId={activityId} fields={settings.fields} />
        </>
      ),
    },
    { key: 'barrage', children: <BarrageForm activityId={activityId} barrage={settings.barrage} /> },
    { key: 'tiers', children: <TierTable activityId={activityId} tiers={tiers} /> },
    { key: 'draw', children: <DrawOptionsForm activityId={activityId} form={drawForm} draw={settings.draw} /> },
  ].map((item) => ({ ...item, label: t(`settings.tabs.${item.key}`), forceRender: true }));

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text>{summary}</Typography.Text>
        <Space wrap>
          <Link to={lotteryPageUrl('people', activityId)}>{t('links.people')}</Link>
          <Button href={screenUrl(data.code)} target="_blank">
            {t('links.screen')}
          </Button>
          <Link to={consoleUrl(activityId)}>
            <Button type="primary">{t('links.console')}</Button>
          </Link>
        </Space>
      </Flex>
      {activity.data?.status === 'draft' ? (
        <Alert type="info" showIcon title={t('settings.rehearsal', { capacity })} />
      ) : null}
      <Row gutter={[32, 24]}>
        <Col xs={24} xl={13}>
          <Tabs
            type="card"
            activeKey={tab}
            onChange={(key) => setParams({ activity_id: String(activityId), tab: key }, { replace: true })}
            items={items}
          />
        </Col>
        <Col xs={24} xl={11}>
          <div style={{ position: 'sticky', top: 16 }}>
            <ScreenPreview
              activityId={activityId}
              title={data.title}
              link={data.link}
              look={look}
              signin={signin}
              draw={draw}
              tiers={tiers}
              people={people}
              signed={signed}
            />
          </div>
        </Col>
      </Row>
    </Flex>
  );
};
