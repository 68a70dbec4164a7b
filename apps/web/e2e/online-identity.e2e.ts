import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, openPage, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import { createQuizFromTemplate, openActivitySettings, publishFromBalance } from './support/quiz.js';
import { topUp } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const organiserPhone = `137${String(Date.now()).slice(-8)}`;
const number = `139${String(Date.now()).slice(-8)}`;
type State = { attempts_today: number };
type Entered = { id: number; phone: string };

describe('an online quiz takes a typed phone as a claim, and a phone proven by SMS as the participant', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let activityId = 0;
  let link = '';
  let token = '';
  const phones: BrowserContext[] = [];

  beforeAll(async () => {
    // The second phone proving the same number asks for its code within the story's minute.
    ({ server, browser, page } = await startStory({ SMS_RESEND_SECONDS: '1' }));
    ({ token } = await registerOrganiser(server, page, organiserPhone));
  });
  afterAll(async () => {
    for (const context of phones) await context.close();
    await endStory({ server, browser });
  });

  /** A phone of its own on the quiz's join form, the number typed (and the template's other fields, when it asks them). */
  const openJoinForm = async () => {
    const context = await newPhone(browser);
    phones.push(context);
    const p = await context.newPage();
    await p.goto(`${server.baseUrl}${link}`);
    await p.getByRole('button', { name: '参与活动' }).click();
    await p.getByLabel('手机号').fill(number);
    for (const [label, value] of [
      ['姓名', '王小丽'],
      ['单位', '第一车间'],
    ] as const) {
      const field = p.getByLabel(label);
      if (await field.count()) await field.fill(value);
    }
    return p;
  };
  /** Presses 进入活动 and answers who the server took this phone for, once its home shows. */
  const enter = async (p: Page) => {
    const entered = p.waitForResponse((r) => r.url().endsWith('/api/h5/enter'));
    await p.getByRole('button', { name: '进入活动' }).click();
    const body = (await (await entered).json()) as { code: number; msg: string; data: Entered };
    expect(body.code, body.msg).toBe(200);
    await p.getByText('今日剩余次数').waitFor();
    return body.data;
  };
  /** This phone's participant state, as its own ticket reads it. */
  const stateOf = async (p: Page) => {
    const code = link.split('/').at(-1) ?? '';
    const ticket = await p.evaluate((key) => localStorage.getItem(key) ?? '', `live:ticket:${code}`);
    return (await post(server, '/api/h5/quiz/state', { ticket })) as State;
  };
  const startQuiz = async (p: Page) => {
    await p.getByRole('button', { name: '开始答题' }).click();
    await p.getByRole('progressbar', { name: '答题进度' }).waitFor();
  };

  it('publishes an online quiz that asks for a phone number, with participants taken as their device', async () => {
    await topUp(browser, page, server, 200);
    await topUp(browser, page, server, 10, 'dx_money');
    activityId = await createQuizFromTemplate(page, server);
    const phoneField = page.getByRole('checkbox', { name: '手机号' });
    if (!(await phoneField.isChecked())) await phoneField.check();
    await expect.poll(() => page.getByLabel('本设备').isChecked()).toBe(true);
    await page.getByText(/填写的手机号只是参与者自己写的/).waitFor();
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('保存成功').first().waitFor();
    await openActivitySettings(page, server, activityId);
    link = await publishFromBalance(page);
  });

  it('gives a second phone typing the same number a seat of its own', async () => {
    const first = await openJoinForm();
    await first.getByText(/座位和得分跟随这台手机/).waitFor();
    expect(await first.getByLabel('短信验证码').count()).toBe(0);
    await settle(first);
    await screenshot(first, 'online-identity-device-join');
    const firstSeat = await enter(first);
    await startQuiz(first);

    const second = await openJoinForm();
    const secondSeat = await enter(second);
    // Its own seat: nothing begun, where the first phone has an attempt open.
    await second.getByRole('button', { name: '开始答题' }).waitFor();
    await settle(second);
    await screenshot(second, 'online-identity-device-second');
    expect(secondSeat.id).not.toBe(firstSeat.id);
    expect((await stateOf(first)).attempts_today).toBe(1);
    expect((await stateOf(second)).attempts_today).toBe(0);
  });

  it('lets the organiser have participants prove their number by SMS code', async () => {
    await openPage(page, `${server.baseUrl}/activity/deploy?activity_id=${activityId}`);
    await page.getByLabel('短信验证手机号').check();
    await page.getByText(/每条验证码从您的短信余额扣费/).waitFor();
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('保存成功').first().waitFor();
    await settle(page);
    await screenshot(page, 'online-identity-organiser-sms');
    const saved = (await post(server, '/api/MyActivity/quesActBaseInfo', { activity_id: activityId }, token)) as {
      settings: { identity: string };
    };
    expect(saved.settings.identity).toBe('phone');
  });

  it('takes the same proven number on another phone for the same participant, with their attempt', async () => {
    const proveOn = async (p: Page) => {
      await p.getByRole('button', { name: '获取验证码' }).click();
      await p.getByText('验证码已发送，请查收短信').waitFor();
      await p.getByLabel('短信验证码').fill(server.smsCodeFor(number));
    };
    const first = await openJoinForm();
    await first.getByText(/用同一号码重新验证即可回到原座位/).waitFor();
    await first.getByRole('button', { name: '进入活动' }).click();
    await first.getByText('请输入短信验证码').waitFor();
    await proveOn(first);
    await settle(first);
    await screenshot(first, 'online-identity-sms-join');
    const proven = await enter(first);
    await startQuiz(first);

    const second = await openJoinForm();
    await second.waitForTimeout(1100);
    await proveOn(second);
    const again = await enter(second);
    // The same participant: the attempt the first phone began goes on here.
    await second.getByRole('button', { name: '继续答题' }).waitFor();
    await settle(second);
    await screenshot(second, 'online-identity-sms-second');
    expect(again.id).toBe(proven.id);
    expect((await stateOf(second)).attempts_today).toBe(1);
  });
});
