/**
 * A verification code (the provider's code template: an organiser's sign-up or recovery, or a participant joining
 * the activity named), or a notice whose whole text is sent as given.
 */
export type SmsMessage =
  | { phone: string; type: 'register' | 'recover'; code: string }
  | { phone: string; type: 'join'; code: string; activity: string }
  | { phone: string; type: 'notice'; content: string };

/** Sends text messages. The real provider plugs in here; business rules never see which. */
export type SmsSender = { send: (message: SmsMessage) => Promise<void> };
