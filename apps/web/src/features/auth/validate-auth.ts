import { type PanelMode, panelMode, phonePattern } from '@app/contract';

export type AuthValues = { phone: string; code: string; password: string; confirm: string; agreement: 0 | 1 };

/** The message keys (auth namespace) of spec section 5, in the order a person fills the panel. */
export type AuthProblem =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'codeRequired'
  | 'passwordRequired'
  | 'confirmRequired'
  | 'passwordMismatch'
  | 'registerAgreement'
  | 'loginAgreement';

export const checkPhone = (phone: string): AuthProblem | null => {
  if (!phone.trim()) return 'phoneRequired';
  if (!phonePattern.test(phone.trim())) return 'phoneInvalid';
  return null;
};

export const validateAuth = (mode: PanelMode, v: AuthValues): AuthProblem | null => {
  const phoneProblem = checkPhone(v.phone);
  if (phoneProblem) return phoneProblem;
  if (mode !== panelMode.login && !v.code.trim()) return 'codeRequired';
  if (!v.password) return 'passwordRequired';
  if (mode === panelMode.login) return v.agreement === 1 ? null : 'loginAgreement';
  if (!v.confirm) return 'confirmRequired';
  if (v.password !== v.confirm) return 'passwordMismatch';
  if (mode === panelMode.register && v.agreement !== 1) return 'registerAgreement';
  return null;
};
