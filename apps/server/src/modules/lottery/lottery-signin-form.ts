import {
  displayName,
  type LotteryField,
  type LotterySettings,
  type LotteryWallPerson,
  lotteryFieldValueSchema,
} from '@app/contract';
import { AppError } from '../../platform/errors.js';
import type { PersonFields, PersonRow } from './lottery-people.repository.js';

/** A phone's sign-in answers, by field key: the fields the organiser asks for, each checked by its own rule. */
export type SigninValues = Record<string, string>;

/** The answers to the asked fields (others are dropped), or LOTTERY_SIGNIN_INVALID with the first problem. */
export const checkSigninValues = (fields: LotteryField[], given: Record<string, string>): SigninValues => {
  const kept: SigninValues = {};
  for (const field of fields) {
    const read = lotteryFieldValueSchema(field).safeParse(given[field.key] ?? '');
    if (!read.success) throw new AppError('LOTTERY_SIGNIN_INVALID', read.error.issues[0]?.message);
    if (read.data) kept[field.key] = read.data;
  }
  return kept;
};

/**
 * The person's columns a sign-in writes: the built-in fields in their own columns, custom answers added to those
 * kept. Only what the phone gave: an imported person keeps the phone number, department or photo it did not give.
 */
export const signinColumns = (
  values: SigninValues,
  name: string,
  photoUrl: string,
  kept: Record<string, string> = {},
): PersonFields => {
  const custom = Object.fromEntries(Object.entries(values).filter(([key]) => key.startsWith('custom_')));
  return {
    name,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.department ? { department: values.department } : {}),
    ...(values.employee_no ? { employeeNo: values.employee_no } : {}),
    ...(photoUrl ? { photoUrl } : {}),
    fields: { ...kept, ...custom },
  };
};

/** What a phone shows of its own sign-in: its name and its answer to each asked field. */
export const toMe = (person: PersonRow, fields: LotteryField[]) => {
  const builtIn: Record<string, string> = {
    phone: person.phone,
    department: person.department,
    employee_no: person.employeeNo,
  };
  return {
    person_id: person.id,
    name: person.name,
    values: Object.fromEntries(fields.map((f) => [f.key, builtIn[f.key] ?? person.fields[f.key] ?? ''])),
    signed_at: (person.signedAt ?? person.createdAt).toISOString(),
  };
};

/** A person on the public sign-in wall: masked when the screen masks names, the photo when the wall shows photos. */
export const toWallPerson = (
  person: { id: number; name: string; photo: string },
  settings: Pick<LotterySettings, 'draw' | 'signin'>,
): LotteryWallPerson => ({
  id: person.id,
  name: displayName(person.name, settings.draw.masked_display),
  photo: settings.signin.show_photos ? person.photo : '',
});
