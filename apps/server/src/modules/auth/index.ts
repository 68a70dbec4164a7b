// What the auth module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { hashPassword, verifyPassword } from './password.js';
export type { SessionService } from './session.service.js';
export { isUniqueViolation, uniqueOr } from './unique-violation.js';
export { verificationCodes } from './verification-code.js';
