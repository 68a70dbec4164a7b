import type { MerchantType } from '@app/contract';
import { mchContract } from '@app/contract/mch';
import { Button, Card, Form, Input, InputNumber, message, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useActivityMerchant, useActivityOptions, useSetActivityMerchant } from './api.js';
import { contractProblem } from './contract-check.js';
import { ParticipantPayments } from './participant-payments.js';

type Values = { pay_mch_id: number | null; hb_mch_id: number | null; fee: number; fee_title: string };

/** Per activity: which merchant participants pay and which pays red packets, the fee, and what was paid. */
export const ActivityMerchantCard = () => {
  const { t } = useTranslation('mch');
  const [activityId, setActivityId] = useState<number>();
  const [form] = Form.useForm<Values>();
  const activities = useActivityOptions();
  const choice = useActivityMerchant(activityId);
  const save = useSetActivityMerchant();

  useEffect(() => {
    if (choice.data) form.setFieldsValue(choice.data);
  }, [choice.data, form]);

  const optionsOf = (only?: MerchantType) => [
    { value: null, label: t('none') },
    ...(choice.data?.options ?? [])
      .filter((m) => !only || m.type === only)
      .map((m) => ({ value: m.id, label: `${m.name}（${t(`types.${m.type}`)}）` })),
  ];

  const submit = (values: Values) => {
    const input = { ...values, activity_id: activityId };
    const problem = contractProblem(mchContract.activitySet.input, input);
    if (problem || !activityId) return void showNotice(problem ?? t('activityPlaceholder'));
    save.mutate(
      { ...input, activity_id: activityId },
      { onSuccess: () => void message.success(t('saved'), toastSeconds) },
    );
  };

  return (
    <Card title={t('activityTitle')}>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('activity')}>
          <Select
            style={{ width: 320 }}
            aria-label={t('activity')}
            placeholder={t('activityPlaceholder')}
            loading={activities.isPending}
            value={activityId}
            onChange={setActivityId}
            options={(activities.data?.list ?? []).map((a) => ({ value: a.id, label: a.title }))}
          />
        </Form.Item>
      </Form>
      {activityId ? (
        <>
          <Form form={form} layout="inline" onFinish={submit} initialValues={{ fee: 0, fee_title: '' }}>
            <Form.Item name="pay_mch_id" label={t('payMerchant')}>
              <Select style={{ width: 220 }} aria-label={t('payMerchant')} options={optionsOf()} />
            </Form.Item>
            <Form.Item name="hb_mch_id" label={t('hbMerchant')}>
              <Select style={{ width: 220 }} aria-label={t('hbMerchant')} options={optionsOf('wechat')} />
            </Form.Item>
            <Form.Item name="fee" label={t('fee')} tooltip={t('feeHelp')}>
              <InputNumber min={0} precision={2} aria-label={t('fee')} />
            </Form.Item>
            <Form.Item name="fee_title" label={t('feeTitle')}>
              <Input maxLength={40} aria-label={t('feeTitle')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Form>
          <Card type="inner" title={t('payments')} style={{ marginTop: 16 }}>
            <ParticipantPayments activityId={activityId} />
          </Card>
        </>
      ) : null}
    </Card>
  );
};
