import { type LotteryField, lotterySettingsSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { PersonRow } from './lottery-people.repository.js';
import { checkSigninValues, signinColumns, toMe, toWallPerson } from './lottery-signin-form.js';

const fields: LotteryField[] = [
  { key: 'phone', kind: 'phone', label: '手机号', required: false },
  { key: 'employee_no', kind: 'employee_no', label: '工号', required: true },
  { key: 'custom_2', kind: 'text', label: '桌号', required: false },
];

describe('the sign-in form', () => {
  it('keeps the asked answers, trimmed, and drops empty and unasked ones', () => {
    const given = { phone: '', employee_no: ' E01 ', custom_2: '3桌', custom_9: '未问' };
    expect(checkSigninValues(fields, given)).toEqual({ employee_no: 'E01', custom_2: '3桌' });
  });

  it("refuses with the first problem in the organiser's words", () => {
    expect(() => checkSigninValues(fields, {})).toThrow('请填写工号');
    expect(() => checkSigninValues(fields, { phone: '12', employee_no: 'E01' })).toThrow('手机号格式错误');
  });

  it('writes only what the phone gave, adding custom answers to those kept', () => {
    const values = { employee_no: 'E01', custom_2: '3桌' };
    expect(signinColumns(values, '小明', '', { custom_1: '素食' })).toEqual({
      name: '小明',
      employeeNo: 'E01',
      fields: { custom_1: '素食', custom_2: '3桌' },
    });
    expect(signinColumns({ phone: '13500000000' }, '小明', '/u/me.jpg')).toMatchObject({
      phone: '13500000000',
      photoUrl: '/u/me.jpg',
    });
  });

  it("shows a phone its answer to every asked field, and the wall a person as the screen's options say", () => {
    const signedAt = new Date('2026-06-01T02:00:00Z');
    const person: PersonRow = {
      id: 7,
      tenantId: 1,
      customerId: 1,
      activityId: 1,
      name: '王小二',
      phone: '13500000000',
      department: '',
      employeeNo: 'E01',
      group: '',
      photoUrl: '',
      fields: { custom_2: '3桌' },
      source: 'signed',
      participantId: 3,
      playerId: 4,
      signedAt,
      eligible: true,
      createdAt: signedAt,
      updatedAt: signedAt,
    };
    expect(toMe(person, fields)).toEqual({
      person_id: 7,
      name: '王小二',
      values: { phone: '13500000000', employee_no: 'E01', custom_2: '3桌' },
      signed_at: '2026-06-01T02:00:00.000Z',
    });
    const shown = { id: 7, name: '王小二', photo: '/u/7.jpg' };
    const options = (masked: boolean, photos: boolean) =>
      lotterySettingsSchema.parse({ draw: { masked_display: masked }, signin: { show_photos: photos } });
    expect(toWallPerson(shown, options(true, false))).toEqual({ id: 7, name: '王*二', photo: '' });
    expect(toWallPerson(shown, options(false, true))).toEqual(shown);
  });
});
