import { gradeRoundContract } from '@app/contract/grade';
import {
  type GradeMethod,
  type GradeRound,
  type GradeRule,
  gradeLimits,
  gradeMethods,
  gradeMissingRules,
} from '@app/contract/grade-schemas';
import { Alert, Button, Form, InputNumber, message, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useSaveRule } from './api.js';
import { passes } from './grade-check.js';
import { ruleInWords } from './rule-words.js';

const trimmed: readonly GradeMethod[] = ['trimmed_mean', 'item_trimmed_mean'];

/**
 * How a round's judges' scores become a contestant's score, stated in words under the form as it is set. The rule may
 * change after scoring: the results are recomputed from the stored scores.
 */
export const RuleForm = ({ round }: { round: GradeRound }) => {
  const { t } = useTranslation('grade', { keyPrefix: 'rule' });
  const { t: tg } = useTranslation('grade');
  const [form] = Form.useForm<GradeRule>();
  const save = useSaveRule();
  const watched = Object.entries(Form.useWatch([], form) ?? {}).filter(([, v]) => v !== null && v !== undefined);
  // A number being retyped is empty for a moment; the words keep the saved value until it is typed.
  const rule: GradeRule = { ...round.rule, ...Object.fromEntries(watched) };

  const submit = () => {
    const input = { id: round.id, ...round.rule, ...form.getFieldsValue() };
    if (!passes(gradeRoundContract.saveRule.input, input)) return;
    save.mutate(input, { onSuccess: () => void message.success(t('saved'), toastSeconds) });
  };
  const number = (name: keyof GradeRule, min: number, max: number, extra?: string) => (
    <Form.Item name={name} label={t(name)} extra={extra}>
      <InputNumber aria-label={t(name)} min={min} max={max} precision={0} style={{ width: 160 }} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="vertical" initialValues={round.rule} onFinish={submit} style={{ maxWidth: 640 }}>
      <Form.Item name="method" label={t('method')}>
        <Select aria-label={t('method')} options={gradeMethods.map((m) => ({ value: m, label: tg(`methods.${m}`) }))} />
      </Form.Item>
      {trimmed.includes(rule.method) ? number('trim', 0, gradeLimits.trim, t('trimHelp')) : null}
      {number('decimals', 0, gradeLimits.decimals)}
      <Form.Item name="missing" label={t('missing')}>
        <Radio.Group options={gradeMissingRules.map((m) => ({ value: m, label: tg(`missing.${m}`) }))} />
      </Form.Item>
      {round.audience_open ? number('audience_weight', 0, 100, t('audienceHelp')) : null}
      {number('outlier_percent', 0, 100, t('outlierHelp'))}
      <Alert type="info" showIcon title={t('inWords', { text: ruleInWords(rule) })} style={{ marginBottom: 16 }} />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
};
