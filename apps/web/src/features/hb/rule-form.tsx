import { type HbRule, hbModes, hbPacketLimits, hbPerPersonMax, hbQualifies, hbTopMax } from '@app/contract';
import { hbContract } from '@app/contract/hb';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, message, Radio, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { yuan } from '../../components/money.js';
import { hbPasses, useSaveHbRule } from './api.js';

type Values = Pick<
  HbRule,
  'enabled' | 'mode' | 'amount' | 'min_amount' | 'max_amount' | 'budget' | 'per_person' | 'qualify' | 'top_n' | 'wish'
>;

/** The input the server takes: the amounts the chosen mode does not use are left empty. */
const inputOf = (activityId: number, v: Values) => ({
  ...v,
  activity_id: activityId,
  amount: v.mode === 'fixed' ? (v.amount ?? '') : '',
  min_amount: v.mode === 'random' ? (v.min_amount ?? '') : '',
  max_amount: v.mode === 'random' ? (v.max_amount ?? '') : '',
  top_n: v.qualify === 'top' ? (v.top_n ?? 0) : 0,
});

/** Where the money comes from and how much of the budget is spent. */
const RuleSummary = ({ rule }: { rule: HbRule }) => {
  const { t } = useTranslation('hb');
  const left = Math.max(0, rule.budget - rule.paid_total);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={16} align="center" wrap>
        <Typography.Text>{t('rule.hbMoney', { amount: yuan(rule.hb_money) })}</Typography.Text>
        <Link to="/function/wechat_pay">{t('rule.topUp')}</Link>
        {rule.saved && (
          <Typography.Text type="secondary">
            {t('rule.paid', { amount: yuan(rule.paid_total), count: rule.paid_count, left: yuan(left) })}
          </Typography.Text>
        )}
      </Flex>
      {rule.merchant ? (
        <Typography.Text>{t('rule.merchant', { name: rule.merchant.name })}</Typography.Text>
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('rule.sandbox')}
          action={<Link to="/function/payTenant">{t('rule.chooseMerchant')}</Link>}
        />
      )}
    </Flex>
  );
};

/** An activity's red-packet rule: amounts, budget, the per-person cap and who may claim. */
export const RuleForm = ({ activityId, rule }: { activityId: number; rule: HbRule }) => {
  const { t } = useTranslation('hb');
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? rule.mode;
  const qualify = Form.useWatch('qualify', form) ?? rule.qualify;
  const save = useSaveHbRule();

  const submit = (values: Values) => {
    const input = inputOf(activityId, values);
    if (!hbPasses(hbContract.ruleSave.input, input)) return;
    save.mutate(input, { onSuccess: () => void message.success(t('rule.saved'), toastSeconds) });
  };
  const money = (name: keyof Values, label: string) => (
    <Form.Item name={name} label={label}>
      <InputNumber min={hbPacketLimits.min} max={hbPacketLimits.max} step={0.5} aria-label={label} />
    </Form.Item>
  );

  return (
    <Card title={t('rule.card')}>
      <RuleSummary rule={rule} />
      <Form form={form} initialValues={rule} labelCol={{ flex: '140px' }} labelWrap onFinish={submit}>
        <Form.Item name="enabled" label={t('rule.enabled')} valuePropName="checked">
          <Switch aria-label={t('rule.enabled')} />
        </Form.Item>
        <Form.Item name="mode" label={t('rule.mode')}>
          <Radio.Group options={hbModes.map((m) => ({ value: m, label: t(`rule.modes.${m}`) }))} />
        </Form.Item>
        {mode === 'fixed' ? (
          money('amount', t('rule.amount'))
        ) : (
          <Flex gap={16} wrap>
            {money('min_amount', t('rule.minAmount'))}
            {money('max_amount', t('rule.maxAmount'))}
          </Flex>
        )}
        <Form.Item name="budget" label={t('rule.budget')} extra={t('rule.budgetHelp')}>
          <InputNumber min={0} step={10} aria-label={t('rule.budget')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="qualify" label={t('rule.qualify')}>
          <Radio.Group options={hbQualifies.map((q) => ({ value: q, label: t(`rule.qualifies.${q}`) }))} />
        </Form.Item>
        {qualify === 'top' && (
          <Form.Item name="top_n" label={t('rule.topN')} extra={t('rule.topNHelp')}>
            <InputNumber min={1} max={hbTopMax} precision={0} aria-label={t('rule.topN')} />
          </Form.Item>
        )}
        <Form.Item name="per_person" label={t('rule.perPerson')} extra={t('rule.perPersonHelp')}>
          <InputNumber min={1} max={hbPerPersonMax} precision={0} aria-label={t('rule.perPerson')} />
        </Form.Item>
        <Form.Item name="wish" label={t('rule.wish')}>
          <Input maxLength={32} aria-label={t('rule.wish')} style={{ maxWidth: 360 }} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('rule.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
};
