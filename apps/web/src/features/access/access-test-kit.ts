import type { MenuItem, Role, Staff } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { expectNotice } from '../../components/test-kit.js';

/** Data in the server's shapes, and dialog helpers, for the access pages' tests. */
export const role = (id: number, over: Partial<Role> = {}): Role => ({
  id,
  name: `角色${id}`,
  description: '',
  pages: [],
  actions: [],
  staff_count: 0,
  created_at: '2025-03-02T08:00:00.000Z',
  ...over,
});

export const staff = (id: number, over: Partial<Staff> = {}): Staff => ({
  id,
  phone: `1380000000${id}`,
  name: `员工${id}`,
  role_id: 1,
  role_name: '财务',
  status: 'active',
  created_at: '2025-03-02T08:00:00.000Z',
  ...over,
});

export const page = <T>(list: T[], total = list.length) => ({ data: { list, total, page: 1, limit: 10 } });

export const entry = (name: string, title: string, children: MenuItem[] = []): MenuItem => ({
  name,
  path: `/${name}`,
  title,
  icon: '',
  hidden: false,
  children,
});

/** The open dialog titled `title` (closed ones may still be leaving the page). */
export const modal = (title: string) =>
  screen
    .getAllByRole('dialog')
    .find((d) => within(d).queryByText(title, { selector: '.ant-modal-title' })) as HTMLElement;
/** antd spaces out two-character Chinese button texts ("保 存"). */
export const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
export const clickButton = (name: string, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name: spaced(name) }));
/** Confirms the open 提示 dialog that says `text`. */
export const confirm = async (text: string) => {
  await expectNotice(text);
  const dialog = screen.getAllByText(text).at(-1)?.closest('[role="dialog"]') as HTMLElement;
  clickButton('确定', dialog);
};
