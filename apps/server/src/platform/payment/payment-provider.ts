/** A provider's confirmed outcome of one payment, read from its signed notification. */
export type PaymentNotification = {
  paymentNo: string;
  tradeNo: string;
  amountFen: number;
  status: 'succeeded' | 'failed';
};

/**
 * Takes money for an order. The real provider plugs in here; business rules never see which.
 * Only a notification that `verifyNotification` accepts may credit anything.
 */
export type PaymentProvider = {
  /** Stored as the order's pay method and the payment's provider. */
  name: string;
  /** Where the payer goes (or what the QR code holds) to pay. */
  createPayment: (p: { paymentNo: string; amountFen: number; subject: string; origin: string }) => Promise<{
    payUrl: string;
  }>;
  /** Throws AppError('PAY_SIGN_INVALID') unless the body is a fresh notification the provider signed. */
  verifyNotification: (body: unknown) => PaymentNotification;
};
