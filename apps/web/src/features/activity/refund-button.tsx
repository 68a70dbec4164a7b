import type { ActivitySummary } from '@app/contract';
import { Button, type ButtonProps, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { yuan } from '../../components/money.js';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useRefundClosedKind } from './api.js';

type Props = { activity: Pick<ActivitySummary, 'id' | 'title'>; button?: ButtonProps };

/** 退款: after a confirmation, a closed kind's paid days go back to the balance and the activity is a draft again. */
export const RefundButton = ({ activity, button }: Props) => {
  const { t } = useTranslation('activity');
  const refund = useRefundClosedKind();
  const run = () =>
    refund.mutate(activity.id, {
      onSuccess: (r) => void message.success(t('refunded', { amount: yuan(r.refunded) }), toastSeconds),
    });
  return (
    <Button
      {...button}
      loading={refund.isPending}
      onClick={() => confirmNotice(t('refundConfirm', { title: activity.title }), run)}
    >
      {t('actRefund')}
    </Button>
  );
};
