import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, pressClosing, screenshot, selectNamed, settle } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const stamp = String(Date.now()).slice(-8);
const organiserPhone = `139${stamp}`;
const staffPhone = `137${stamp}`;
const organiserPassword = 'goodpass1';
const staffPassword = 'staffpass1';

/** antd spaces out two-character Chinese button texts ("保 存"). */
const spaced = (text: string) => new RegExp(`^\\s*${text.split('').join('\\s*')}\\s*$`);

const login = async (page: Page, phone: string, password: string) => {
  await page.getByLabel('请输入手机号').fill(phone);
  await page.getByLabel('请输入密码').fill(password);
  await page.getByRole('button', { name: '立即登录' }).click();
};

/** The open dialog titled `title`. */
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/** The checkbox of a page in the role's menu tree. */
const treeBox = (page: Page, title: string) =>
  page
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-tree-checkbox');

describe('an organiser gives a staff member a finance role, and the staff member sees only that', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
  });
  afterAll(() => endStory({ server, browser }));

  it('registers an organiser with the code from the sms outbox', async () => {
    await page.goto(`${server.baseUrl}/register`);
    await page.getByLabel('请输入手机号').fill(organiserPhone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/\d+秒后重新获取/).waitFor();
    await page.getByLabel('请输入验证码').fill(server.smsCodeFor(organiserPhone));
    await page.getByLabel('请输入密码').fill(organiserPassword);
    await page.getByLabel('请再次输入密码').fill(organiserPassword);
    await page.getByRole('button', { name: '立即注册' }).click();
    await page.waitForURL('**/activity/manage', { timeout: 10_000 });
  });

  it('creates the role 财务', async () => {
    await page.goto(`${server.baseUrl}/user/user_role`);
    await page.getByRole('button', { name: '新增角色' }).click();
    const form = dialog(page, '新增角色');
    await form.getByLabel('角色名称').fill('财务');
    await form.getByLabel('角色描述').fill('查看订单和收支明细');
    await form.getByRole('button', { name: spaced('保存') }).click();
    await page.getByRole('row').filter({ hasText: '财务' }).waitFor();
    await screenshot(page, 'staff-role-list');
  });

  it('grants the role the 订单管理 and 收支明细 pages only', async () => {
    await page.getByRole('row').filter({ hasText: '财务' }).getByRole('button', { name: '权限配置' }).click();
    await page.waitForURL('**/user/user_role_pz?id=*');
    await page.getByText('角色权限配置 · 财务').waitFor();
    await page.getByText(/此角色的员工看不到任何余额/).waitFor();
    await treeBox(page, '订单管理').click();
    await treeBox(page, '收支明细').click();
    // The ledger is a money page: the editor says the role's staff will see every balance.
    await page.getByText('此角色的员工可看到的余额：账户余额、短信余额、红包余额').waitFor();
    await settle(page);
    await screenshot(page, 'staff-role-grants');
    await page.getByRole('button', { name: spaced('保存') }).click();
    // Once, on a loaded machine, this press showed two 保存成功 toasts (saving the same grants twice changes nothing).
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL('**/user/user_role');
  });

  it('adds a staff member with that role', async () => {
    await page.goto(`${server.baseUrl}/user/user_staff`);
    await page.getByRole('button', { name: '新增员工' }).click();
    const form = dialog(page, '新增员工');
    await form.getByLabel('手机号').fill(staffPhone);
    await form.getByLabel('姓名').fill('王会计');
    await form.getByLabel('登录密码').fill(staffPassword);
    await chooseOption(page, selectNamed(form, '角色'), '财务');
    await settle(page);
    await screenshot(page, 'staff-add-dialog');
    await pressClosing(form, spaced('保存'));
    const row = page.getByRole('row').filter({ hasText: staffPhone });
    await row.getByText('正常').waitFor();
    expect(await row.textContent()).toContain('财务');
    await screenshot(page, 'staff-list');
  });

  it('logs the organiser out', async () => {
    await page.getByRole('button', { name: new RegExp(organiserPhone) }).click();
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: '是' }).click();
    await page.waitForURL('**/login');
  });

  it('logs the staff member in with their own phone and password and shows only the granted pages', async () => {
    await login(page, staffPhone, staffPassword);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 10_000 });
    const sidebar = page.locator('.ant-layout-sider');
    await sidebar.getByText('账户管理').click();
    await sidebar.getByRole('link', { name: '订单管理' }).waitFor();
    await sidebar.getByRole('link', { name: '收支明细' }).waitFor();
    expect(await sidebar.getByText('员工管理').count()).toBe(0);
    expect(await sidebar.getByText('角色管理').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'staff-sidebar');
  });

  it('opens a granted page from the sidebar', async () => {
    await page.locator('.ant-layout-sider').getByRole('link', { name: '订单管理' }).click();
    await page.waitForURL('**/user/user_order');
  });

  it('sends the staff member away from the staff page', async () => {
    await page.goto(`${server.baseUrl}/user/user_staff`);
    await page.waitForURL((url) => url.pathname !== '/user/user_staff', { timeout: 10_000 });
    await page.getByText('加载中').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: '新增员工' }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'staff-guard-redirect');
  });

  it('is refused the staff list by the server too', async () => {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('QUES_USER') ?? '{}').token as string);
    expect(token).toBeTruthy();
    const res = await fetch(`${server.baseUrl}/api/customer/list?page=1&limit=10`, { headers: { token } });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.msg).toBe('没有权限进行此操作');
    expect(body.code).toBe(400);
  });
});
