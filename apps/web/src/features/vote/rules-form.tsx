import { voteContract } from '@app/contract/vote';
import { Button, Card, Flex, Form, Input, InputNumber, message, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { IdentityChoice } from '../../components/identity-choice.js';
import { SignupFieldsInput } from '../../components/signup-fields-input.js';
import { useSaveSettings, type VoteSite } from './api.js';
import { type EditableSettings, pageInput } from './settings-input.js';
import { passes } from './vote-check.js';

type Counts = 'votes_per_day' | 'votes_per_candidate_day' | 'votes_total';
type Toggles = 'require_wechat' | 'show_ranking' | 'show_votes' | 'candidate_signup' | 'signup_review';
type Values = Pick<EditableSettings, Toggles | 'rules'> & { [K in Counts]: number | null } & {
  anti_stuffing: { [K in keyof EditableSettings['anti_stuffing']]: number | null };
  signup_fields: VoteSite['signup_fields'];
  identity: VoteSite['identity'];
};

const valuesOf = ({ settings: s, signup_fields, identity }: VoteSite): Values => ({
  votes_per_day: s.votes_per_day,
  votes_per_candidate_day: s.votes_per_candidate_day,
  votes_total: s.votes_total,
  require_wechat: s.require_wechat,
  show_ranking: s.show_ranking,
  show_votes: s.show_votes,
  candidate_signup: s.candidate_signup,
  signup_review: s.signup_review,
  anti_stuffing: s.anti_stuffing,
  rules: s.rules,
  signup_fields,
  identity,
});

/** 投票规则: how often a voter may vote, what voters see, candidates' sign-up, anti-stuffing and the voters' fields. */
export const RulesForm = ({ site }: { site: VoteSite }) => {
  const { t } = useTranslation('vote', { keyPrefix: 'rules' });
  const [form] = Form.useForm<Values>();
  const candidateSignup = Form.useWatch('candidate_signup', form);
  const save = useSaveSettings();

  const submit = () => {
    const {
      signup_fields,
      identity,
      anti_stuffing: anti,
      ...values
    } = {
      ...valuesOf(site),
      ...form.getFieldsValue(),
    };
    // An emptied number box means "no limit" (0); the device limit has no "no limit", so it keeps the saved one.
    const edits: Partial<EditableSettings> = {
      ...values,
      votes_per_day: values.votes_per_day ?? 0,
      votes_per_candidate_day: values.votes_per_candidate_day ?? 0,
      votes_total: values.votes_total ?? 0,
      anti_stuffing: {
        ip_day_max: anti.ip_day_max ?? 0,
        device_minute_max: anti.device_minute_max ?? site.settings.anti_stuffing.device_minute_max,
        ip_burst_flag: anti.ip_burst_flag ?? 0,
      },
    };
    const input = pageInput(site, edits, { signup_fields, identity });
    if (!passes(voteContract.page.input, input)) return;
    save.mutate(input, { onSuccess: () => void message.success(t('saved'), toastSeconds) });
  };

  const count = (name: Counts | ['anti_stuffing', string], key: string, max: number, min = 0) => (
    <Form.Item name={name} label={t(key)} extra={t(`${key}Help`)}>
      <InputNumber min={min} max={max} precision={0} aria-label={t(key)} style={{ width: 160 }} />
    </Form.Item>
  );
  const toggle = (name: Toggles, key: string) => (
    <Form.Item name={name} label={t(key)} valuePropName="checked" extra={t(`${key}Help`)}>
      <Switch aria-label={t(key)} />
    </Form.Item>
  );

  return (
    <Form form={form} initialValues={valuesOf(site)} labelCol={{ flex: '200px' }} labelWrap onFinish={submit}>
      <Flex vertical gap={16}>
        <Card title={t('limits')} size="small">
          {count('votes_per_day', 'votesPerDay', 1000)}
          {count('votes_per_candidate_day', 'votesPerCandidateDay', 1000)}
          {count('votes_total', 'votesTotal', 100_000)}
          {toggle('require_wechat', 'requireWechat')}
          <Typography.Paragraph type="secondary">
            {t('elsewhere')}{' '}
            <Link to={`/activity/activitySettin?activity_id=${site.activity_id}`}>{t('toSettings')}</Link>
          </Typography.Paragraph>
        </Card>
        <Card title={t('display')} size="small">
          {toggle('show_ranking', 'showRanking')}
          {toggle('show_votes', 'showVotes')}
        </Card>
        <Card title={t('signup')} size="small">
          {toggle('candidate_signup', 'candidateSignup')}
          {candidateSignup ? toggle('signup_review', 'signupReview') : null}
        </Card>
        <Card title={t('antiStuffing')} size="small">
          {count(['anti_stuffing', 'ip_day_max'], 'ipDayMax', 100_000)}
          {count(['anti_stuffing', 'device_minute_max'], 'deviceMinuteMax', 1000, 1)}
          {count(['anti_stuffing', 'ip_burst_flag'], 'ipBurstFlag', 100_000)}
        </Card>
        <Card title={t('voterFields')} size="small">
          <Form.Item name="signup_fields" label={t('voterFieldsLabel')} extra={t('voterFieldsHelp')}>
            <SignupFieldsInput />
          </Form.Item>
          <Form.Item name="identity" label={t('voterIdentity')}>
            <IdentityChoice />
          </Form.Item>
        </Card>
        <Card title={t('rulesText')} size="small">
          <Form.Item name="rules" label={t('rulesText')} extra={t('rulesTextHelp')}>
            <Input.TextArea rows={6} maxLength={5000} showCount aria-label={t('rulesText')} />
          </Form.Item>
        </Card>
        <Flex>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
};
