import { toYuan } from '@app/contract';
import type { ParticipantPaymentRow } from './participant-payment.repository.js';

type Named = {
  payment: ParticipantPaymentRow;
  participantName: string;
  participantPhone: string;
  merchantName: string;
};

export const toParticipantPayment = ({ payment: p, participantName, participantPhone, merchantName }: Named) => ({
  id: p.id,
  out_trade_no: p.outTradeNo,
  participant_id: p.participantId,
  participant_name: participantName || participantPhone,
  merchant_name: merchantName,
  provider: p.provider,
  amount: toYuan(p.amount),
  status: p.status,
  trade_no: p.tradeNo,
  paid_at: p.paidAt?.toISOString() ?? null,
  refunded_at: p.refundedAt?.toISOString() ?? null,
  created_at: p.createdAt.toISOString(),
});
