import { type signupFieldKeys, signupFieldTitles } from '@app/contract';
import { AppError } from '../../platform/errors.js';

type FieldKey = (typeof signupFieldKeys)[number];
type SignupField = { key: FieldKey; required: boolean };
type Form = { fields: SignupField[]; units: string[] };

const formats: Partial<Record<FieldKey, RegExp>> = {
  phone: /^1\d{10}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  id_card: /^\d{17}[\dXx]$/,
};

const refuse = (msg: string): never => {
  throw new AppError('H5_SIGNUP_INVALID', msg);
};

/**
 * The sign-up answers the activity asks for, checked: required ones present, formats right, the unit one
 * of the organiser's list when there is one. Fields the form does not ask for are dropped.
 */
export const checkSignup = (form: Form, given: Partial<Record<FieldKey, string>>): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const { key, required } of form.fields) {
    const value = given[key]?.trim() ?? '';
    const title = signupFieldTitles[key];
    if (!value) {
      if (required) refuse(key === 'unit' && form.units.length > 0 ? `请选择${title}` : `请填写${title}`);
      continue;
    }
    if (formats[key] && !formats[key].test(value)) refuse(`${title}格式错误`);
    if (key === 'unit' && form.units.length > 0 && !form.units.includes(value)) refuse(`请选择${title}`);
    kept[key] = key === 'id_card' ? value.toUpperCase() : value;
  }
  return kept;
};
