import type { Page } from 'playwright-core';
import type { RunningServer } from './server.js';

const post = async (server: RunningServer, path: string, body: object) => {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
};
