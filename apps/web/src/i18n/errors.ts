import { type ErrorName, errorTable } from '@app/contract';

const zh = Object.fromEntries(Object.entries(errorTable).map(([name, def]) => [name, def.msg])) as Record<
  ErrorName,
  string
>;

/** en-US texts by error name; a name without one shows the server's zh-CN message. */
const en: Partial<Record<ErrorName, string>> = {
  VALIDATION_FAILED: 'Invalid parameters',
  MALFORMED_BODY: 'The request is malformed',
  BODY_TOO_LARGE: 'The request is too large',
  ROUTE_NOT_FOUND: 'No such API',
  INTERNAL: 'The server is busy; please try again later',
  TOO_MANY_REQUESTS: 'Too many attempts; please try again later',
  AUTH_NOT_LOGGED_IN: 'Please log in',
  AUTH_SESSION_EXPIRED: 'Your login has expired; please log in again',
  AUTH_LOGIN_REQUIRED: 'Please log in',
  AUTH_FORBIDDEN: 'You are not allowed to do this',
  AUTH_BAD_CREDENTIALS: 'Wrong phone number or password',
  AUTH_ACCOUNT_LOCKED: 'Too many wrong passwords; the account is locked for a while',
  AUTH_ACCOUNT_DISABLED: 'This account is disabled',
  AUTH_PHONE_TAKEN: 'This phone number is already registered; please log in',
  AUTH_PHONE_UNKNOWN: 'This phone number is not registered',
  AUTH_SMS_CODE_INVALID: 'The verification code is wrong or has expired',
  AUTH_SMS_TOO_SOON: 'Codes are sent at most once a minute',
  AUTH_SMS_DAILY_LIMIT: 'The daily limit of verification codes is reached',
  AUTH_SMS_SEND_FAILED: 'The code could not be sent; please try again later',
  AUTH_SIGN_INVALID: 'Invalid login signature',
  AUTH_SIGN_EXPIRED: 'The login link has expired',
  AUTH_AGENT_UNKNOWN: 'The inviting agent does not exist',
  CUSTOMER_OLD_PASSWORD_WRONG: 'The current password is wrong',
  TENANT_UNKNOWN: 'No such site',
  UPLOAD_TYPE_INVALID: 'upload type error',
  UPLOAD_CONTENT_MISMATCH: 'The file content does not match its type',
  UPLOAD_TOO_LARGE: 'The file is too large',
  UPLOAD_FILE_MISSING: 'Choose a file to upload',
  CONTENT_AGENT_APPLY_PENDING: 'You have already applied; we will contact you soon',
  CONTENT_NOT_FOUND: 'This content does not exist or has been taken down',
  ACTIVITY_NOT_FOUND: 'The activity does not exist',
};

export const errorMessages = { 'zh-CN': zh, 'en-US': en };
