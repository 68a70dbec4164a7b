import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignupFieldsInput } from './signup-fields-input.js';
import { renderPage } from './test-kit.js';

describe('SignupFieldsInput', () => {
  it('adds a ticked field as required in the contract order and drops an unticked one', () => {
    const onChange = vi.fn();
    renderPage(<SignupFieldsInput value={[{ key: 'phone', required: false }]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '姓名' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { key: 'name', required: true },
      { key: 'phone', required: false },
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: '手机号' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('makes a chosen field optional with its switch, offered only for chosen fields', () => {
    const onChange = vi.fn();
    renderPage(<SignupFieldsInput value={[{ key: 'email', required: true }]} onChange={onChange} />);
    expect(screen.queryByRole('switch', { name: '姓名必填' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: '邮箱必填' }));
    expect(onChange).toHaveBeenLastCalledWith([{ key: 'email', required: false }]);
  });
});
