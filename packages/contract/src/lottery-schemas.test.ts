import { describe, expect, it } from 'vitest';
import { type LotteryField, type LotteryIdentity, signinFieldsOf } from './lottery-schemas.js';

const department: LotteryField = { key: 'department', kind: 'department', label: '部门', required: false };
const employeeNo: LotteryField = { key: 'employee_no', kind: 'employee_no', label: '工号', required: true };
const optionalPhone: LotteryField = { key: 'phone', kind: 'phone', label: '联系电话', required: false };
const asked = (identity: LotteryIdentity, fields: LotteryField[]) => signinFieldsOf({ signin: { identity }, fields });

describe('the fields a lottery sign-in asks', () => {
  it('asks what the organiser set for a device sign-in', () => {
    expect(asked('device', [department])).toEqual([department]);
  });

  it('asks a proven number first and required, under the organiser’s label', () => {
    expect(asked('phone', [department, optionalPhone])).toEqual([{ ...optionalPhone, required: true }, department]);
    expect(asked('phone', [department])[0]).toEqual({ key: 'phone', kind: 'phone', label: '手机号', required: true });
  });

  it('asks a roster sign-in for the phone number only when the form asks for no key a row is matched by', () => {
    expect(asked('roster', [employeeNo, department])).toEqual([employeeNo, department]);
    expect(asked('roster', [department]).map((f) => [f.key, f.required])).toEqual([
      ['phone', true],
      ['department', false],
    ]);
  });
});
