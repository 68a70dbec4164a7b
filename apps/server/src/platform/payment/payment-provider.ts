/** A notification as it reached the server: real providers sign the raw text (and, for WeChat Pay, headers). */
export type NotifyRequest = {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** The parsed body: JSON, or the fields of a posted form. */
  body: unknown;
};

/** A provider's confirmed outcome of one payment, read from its signed notification. */
export type PaymentNotification = {
  paymentNo: string;
  tradeNo: string;
  amountFen: number;
  status: 'succeeded' | 'failed';
  /**
   * The notification's own id and nonce, from providers that send them: the same id again is the provider's retry
   * (answered as received, acted on once); a nonce seen under another id is a replay and is refused. The sandbox
   * has none; its notifications settle idempotently instead.
   */
  replayKeys?: { noticeId: string; nonce: string };
};

export type CreatePaymentInput = {
  paymentNo: string;
  amountFen: number;
  subject: string;
  /** The scheme and host the payer used: notifications and return links go back to the same site. */
  origin: string;
  /** When the order stops taking money; the provider closes its side then too. */
  expiresAt?: Date;
};

/**
 * Takes money for an order. The real provider plugs in here; business rules never see which.
 * Only a notification that `verifyNotification` accepts may credit anything.
 */
export type PaymentProvider = {
  /** Stored as the order's pay method and the payment's provider. */
  name: string;
  /** Where the payer goes (or what the QR code holds) to pay. */
  createPayment: (p: CreatePaymentInput) => Promise<{ payUrl: string }>;
  /** Rejects with AppError('PAY_SIGN_INVALID') unless the request is a fresh notification the provider signed. */
  verifyNotification: (req: NotifyRequest) => Promise<PaymentNotification>;
};
