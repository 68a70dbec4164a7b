import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, openPage, screenshot, settle } from './support/browser.js';
import { createSurveyInPage, participantLink, post, registerOrganiser } from './support/organiser.js';
import { topUp } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `135${String(Date.now()).slice(-8)}`;
const voterPhone = `136${String(Date.now()).slice(-8)}`;

const addCandidate = async (page: Page, name: string) => {
  await page.getByRole('button', { name: '添加选手' }).click();
  const form = page.getByRole('dialog').filter({ hasText: '选手名称' });
  await form.getByLabel('选手名称').fill(name);
  await form.getByRole('button', { name: /^保\s?存$/ }).click();
  await page.getByRole('cell', { name, exact: true }).waitFor();
};

/** A row of the big screen's ranking. */
const screenRow = (screen: Page, name: string) =>
  screen.getByRole('list', { name: '参赛选手' }).getByRole('listitem').filter({ hasText: name });

/** Votes on a phone for each candidate named, one after the other. */
const voteOnPhone = async (browser: Browser, link: string, names: string[], shot: string) => {
  const context = await newPhone(browser);
  const p = await context.newPage();
  await p.goto(link);
  await p.getByRole('button', { name: '参与活动' }).click();
  for (const name of names) {
    await p
      .getByRole('button', { name: `为${name}投票` })
      .first()
      .click();
    await p.getByText('投票成功').first().waitFor();
  }
  await settle(p);
  await screenshot(p, shot);
  await context.close();
};

describe('an organiser sets up a vote, two people vote on phones, and the big screen ranking changes live', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let screen: Page;
  let token = '';
  let activityId = 0;
  let link = '';

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(() => endStory({ server, browser }));

  it('creates a questionnaire activity and turns it into a vote', async () => {
    activityId = await createSurveyInPage(server, page, '最美志愿者评选');
    await page.getByRole('tab', { name: '设置', exact: true }).click();
    await page.getByRole('radiogroup', { name: '活动形式' }).getByText('投票', { exact: true }).click();
    await page.waitForURL('**/activity/vote?activity_id=*');
  });

  it('enters two candidates', async () => {
    await addCandidate(page, '张三');
    await addCandidate(page, '李四');
    await settle(page);
    await screenshot(page, 'vote-candidates');
    link = await participantLink(server, activityId, token);
  });

  it('opens the big screen with both candidates at 0 votes', async () => {
    const login = await page.evaluate(() => localStorage.getItem('QUES_USER') ?? '');
    const screenContext = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    await screenContext.addInitScript((data) => localStorage.setItem('QUES_USER', data), login);
    screen = await screenContext.newPage();
    await screen.goto(`${server.baseUrl}/activity/voteScreen?activity_id=${activityId}`);
    await screenRow(screen, '张三').getByText('0 票').waitFor();
    await screenRow(screen, '李四').getByText('0 票').waitFor();
    await screen.getByText('实时').waitFor();
  });

  it('moves 李四 to the top of the screen as the votes come in, without a reload', async () => {
    await voteOnPhone(browser, link, ['李四'], 'vote-phone-first');
    await screenRow(screen, '李四').getByText('1 票').waitFor();
    await voteOnPhone(browser, link, ['李四', '张三'], 'vote-phone-second');
    await screenRow(screen, '李四').getByText('2 票').waitFor();
    await screenRow(screen, '张三').getByText('1 票').waitFor();
    expect(await screenRow(screen, '李四').getAttribute('aria-posinset')).toBe('1');
    await settle(screen);
    await screenshot(screen, 'vote-screen');
  });

  it("opens 李四's page on a phone, with the votes, the rank and a picture to share", async () => {
    const context = await newPhone(browser);
    const p = await context.newPage();
    await p.goto(link);
    await p.getByRole('button', { name: '参与活动' }).click();
    await p.getByRole('button', { name: '李四', exact: true }).click();
    await p.getByText('第1名').waitFor();
    await settle(p);
    await screenshot(p, 'vote-phone-detail');
    await p.getByRole('button', { name: '分享' }).click();
    const share = p.getByRole('dialog', { name: '保存图片分享' });
    await share.getByRole('img', { name: /李四/ }).waitFor();
    await settle(p);
    await screenshot(p, 'vote-phone-share');
    await share.getByRole('button', { name: '关闭' }).click();
    await share.waitFor({ state: 'detached' });
    await context.close();
  });

  it('lists the three votes for the organiser', async () => {
    await openPage(page, `${server.baseUrl}/activity/voteData?activity_id=${activityId}`);
    await page.getByText('共 3 条').first().waitFor();
    await settle(page);
    await screenshot(page, 'vote-data');
  });

  it('has voters prove their phone by SMS once the organiser asks it, and counts their vote', async () => {
    await topUp(browser, page, server, 10, 'dx_money');
    await openPage(page, `${server.baseUrl}/activity/vote?activity_id=${activityId}`);
    await page.getByRole('tab', { name: '投票规则' }).click();
    await page.getByLabel('短信验证手机号').check();
    await page.getByRole('button', { name: '保存规则' }).click();
    await page.getByText('保存成功').first().waitFor();
    const site = (await post(server, '/api/vote/site', { activity_id: activityId }, token)) as { identity: string };
    expect(site.identity).toBe('phone');

    const context = await newPhone(browser);
    const p = await context.newPage();
    await p.goto(link);
    await p.getByRole('button', { name: '参与活动' }).click();
    await p.getByLabel('手机号').fill(voterPhone);
    await p.getByRole('button', { name: '进入活动' }).click();
    await p.getByText('请输入短信验证码').waitFor();
    await p.getByRole('button', { name: '获取验证码' }).click();
    await p.getByText('验证码已发送，请查收短信').waitFor();
    await p.getByLabel('短信验证码').fill(server.smsCodeFor(voterPhone));
    await settle(p);
    await screenshot(p, 'vote-phone-sms-join');
    await p.getByRole('button', { name: '进入活动' }).click();
    await p.getByRole('button', { name: '为张三投票' }).first().click();
    await p.getByText('投票成功').first().waitFor();
    await context.close();
    await screenRow(screen, '张三').getByText('2 票').waitFor();
  });
});
