import { type LotteryDrawOptions, lotteryLimits, lotteryPoolSources } from '@app/contract';
import { lotteryNdContract } from '@app/contract/lottery';
import { Form, type FormInstance, InputNumber, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveDrawOptions } from './api.js';
import { SettingsForm } from './settings-form.js';

type Props = { activityId: number; form: FormInstance<LotteryDrawOptions>; draw: LotteryDrawOptions };

/** Who is drawn, one win per person, tier order, winners per page and masked names on the screen. */
export const DrawOptionsForm = ({ activityId, form, draw }: Props) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'draw' });
  const save = useSaveDrawOptions();
  const toggle = (name: keyof LotteryDrawOptions, label: string, help: string) => (
    <Form.Item name={name} label={label} extra={help} valuePropName="checked">
      <Switch aria-label={label} />
    </Form.Item>
  );
  return (
    <SettingsForm
      activityId={activityId}
      form={form}
      initialValues={draw}
      schema={lotteryNdContract.config.input}
      save={save}
      saving={save.isPending}
      saveLabel={t('save')}
    >
      <Form.Item name="pool_source" label={t('poolSource')}>
        <Radio.Group
          aria-label={t('poolSource')}
          options={lotteryPoolSources.map((s) => ({ value: s, label: t(`pools.${s}`) }))}
        />
      </Form.Item>
      {toggle('one_win_per_person', t('oneWin'), t('oneWinHelp'))}
      {toggle('random_prize_order', t('randomOrder'), t('randomOrderHelp'))}
      <Form.Item name="page_size" label={t('pageSize')}>
        <InputNumber
          aria-label={t('pageSize')}
          min={lotteryLimits.pageSizeMin}
          max={lotteryLimits.pageSizeMax}
          precision={0}
          suffix={t('pageSizeUnit')}
        />
      </Form.Item>
      {toggle('masked_display', t('masked'), t('maskedHelp'))}
    </SettingsForm>
  );
};
