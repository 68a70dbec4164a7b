import type { Page } from 'playwright-core';
import { openPage } from './browser.js';
import type { RunningServer } from './server.js';

/** Posts to the API (as the account the token names, when given) and answers the envelope's data. */
export const post = async (server: RunningServer, path: string, body: object, token?: string) => {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { code: number; msg: string; data: unknown };
  if (env.code !== 200) throw new Error(`${path}: ${env.msg}`);
  return env.data;
};

/**
 * Registers a new organiser through the API (the register panel has its own story) and stores the login in the
 * page the way the web app does, so the page opens logged in.
 */
export const registerOrganiser = async (server: RunningServer, page: Page, phone: string, password = 'goodpass1') => {
  await post(server, '/api/login/sentSmsCode', { phone });
  const login = await post(server, '/api/login/register', {
    phone,
    password,
    sms_code: server.smsCodeFor(phone),
    check_agreement: 1,
  });
  await page.goto(server.baseUrl);
  await page.evaluate((data) => localStorage.setItem('QUES_USER', JSON.stringify(data)), login);
  return login as { token: string };
};

/** Registers a new organiser through the register panel, with the code read from the sms outbox. */
export const registerInPanel = async (server: RunningServer, page: Page, phone: string, password = 'goodpass1') => {
  await page.goto(`${server.baseUrl}/register`);
  await page.getByLabel('请输入手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText(/\d+秒后重新获取/).waitFor();
  await page.getByLabel('请输入验证码').fill(server.smsCodeFor(phone));
  await page.getByLabel('请输入密码').fill(password);
  await page.getByLabel('请再次输入密码').fill(password);
  await page.getByRole('button', { name: '立即注册' }).click();
  await page.waitForURL('**/activity/manage', { timeout: 10_000 });
};

/** The participants' link of an activity (/h5/<code>), read as its organiser. */
export const participantLink = async (server: RunningServer, activityId: number, token: string) => {
  const res = await fetch(`${server.baseUrl}/api/MyActivity/activityInfo?activity_id=${activityId}`, {
    headers: { token },
  });
  const env = (await res.json()) as { data: { code: string } };
  return `${server.baseUrl}/h5/${env.data.code}`;
};

/** Creates a questionnaire (kind 4) on the create page and answers its id, read from the builder it lands in. */
export const createSurveyInPage = async (server: RunningServer, page: Page, title: string) => {
  await openPage(page, `${server.baseUrl}/activity/addActivity?type=4`);
  await page.getByLabel('活动名称').fill(title);
  await page.getByRole('button', { name: /^创\s*建$/ }).click();
  await page.waitForURL('**/activity/survey?activity_id=*');
  return Number(new URL(page.url()).searchParams.get('activity_id'));
};
