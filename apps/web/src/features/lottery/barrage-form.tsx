import { type LotteryBarrageSettings, lotteryBarrageSpeeds, lotteryLimits, lotteryModerations } from '@app/contract';
import { lotteryBarrageContract } from '@app/contract/lottery';
import { Form, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveBarrage } from './api.js';
import { SettingsForm } from './settings-form.js';

type Props = { activityId: number; barrage: LotteryBarrageSettings };

/** Barrage: on or off, pre- or post-moderation, blocked words, how often one person may send, and its speed. */
export const BarrageForm = ({ activityId, barrage }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'barrage' });
  const [form] = Form.useForm<LotteryBarrageSettings>();
  const save = useSaveBarrage();
  return (
    <SettingsForm
      activityId={activityId}
      form={form}
      initialValues={barrage}
      schema={lotteryBarrageContract.save.input}
      save={save}
      saving={save.isPending}
      saveLabel={t('save')}
    >
      <Form.Item
        name="enabled"
        label={t('enabled')}
        extra={t('maxLength', { n: lotteryLimits.barrageLengthMax })}
        valuePropName="checked"
      >
        <Switch aria-label={t('enabled')} />
      </Form.Item>
      <Form.Item name="moderation" label={t('moderation')}>
        <Radio.Group
          aria-label={t('moderation')}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={lotteryModerations.map((m) => ({ value: m, label: t(`moderations.${m}`) }))}
        />
      </Form.Item>
      <Form.Item name="words" label={t('words')} extra={t('wordsHelp')}>
        <Select mode="tags" open={false} suffixIcon={null} aria-label={t('words')} tokenSeparators={[',', '，']} />
      </Form.Item>
      <Form.Item name="rate_per_minute" label={t('rate')}>
        <InputNumber
          aria-label={t('rate')}
          min={1}
          max={lotteryLimits.barrageRateMax}
          precision={0}
          suffix={t('rateUnit')}
        />
      </Form.Item>
      <Form.Item name="speed" label={t('speed')}>
        <Radio.Group
          aria-label={t('speed')}
          optionType="button"
          options={lotteryBarrageSpeeds.map((s) => ({ value: s, label: t(`speeds.${s}`) }))}
        />
      </Form.Item>
    </SettingsForm>
  );
};
