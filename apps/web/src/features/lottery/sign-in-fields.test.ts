import type { LotteryField } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { addField, canAddField, changeField, moveField, removeField } from './sign-in-fields.js';

const phone: LotteryField = { key: 'phone', kind: 'phone', label: '手机号', required: true };

describe('the sign-in fields editor', () => {
  it('keys a built-in field by its kind and offers it only once', () => {
    const fields = addField([], 'phone', '手机号');
    expect(fields).toEqual([{ key: 'phone', kind: 'phone', label: '手机号', required: false }]);
    expect(canAddField(fields, 'phone')).toBe(false);
    expect(addField(fields, 'phone', '手机号')).toEqual(fields);
    expect(canAddField(fields, 'department')).toBe(true);
  });

  it('keys custom fields custom_1 to custom_10, reusing the first free key, and stops at ten', () => {
    let fields: LotteryField[] = [];
    for (let i = 0; i < 10; i += 1) fields = addField(fields, 'text', '自定义项');
    expect(fields.map((f) => f.key)).toEqual(Array.from({ length: 10 }, (_, i) => `custom_${i + 1}`));
    expect(canAddField(fields, 'text')).toBe(false);
    const gap = removeField(fields, 2);
    expect(addField(gap, 'text', '桌号').at(-1)).toMatchObject({ key: 'custom_3', label: '桌号' });
  });

  it('moves a field one place and never past either end', () => {
    const fields = addField(addField([phone], 'department', '部门'), 'employee_no', '工号');
    expect(moveField(fields, 2, -1).map((f) => f.key)).toEqual(['phone', 'employee_no', 'department']);
    expect(moveField(fields, 0, -1)).toEqual(fields);
    expect(moveField(fields, 2, 1)).toEqual(fields);
  });

  it('renames a field or makes it required without touching the others', () => {
    const fields = addField([phone], 'text', '自定义项');
    expect(changeField(fields, 1, { label: '桌号', required: true })).toEqual([
      phone,
      { key: 'custom_1', kind: 'text', label: '桌号', required: true },
    ]);
  });
});
