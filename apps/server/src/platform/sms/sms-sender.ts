export type SmsMessage = { phone: string; code: string; type: 'register' | 'recover' };

/** Sends verification codes. The real provider plugs in here; business rules never see which. */
export type SmsSender = { send: (message: SmsMessage) => Promise<void> };
