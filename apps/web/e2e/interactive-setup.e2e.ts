import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyTemplate,
  chooseOption,
  newPhone,
  openPage,
  pressUntil,
  screenshot,
  selectNamed,
  settle,
} from './support/browser.js';
import { answerOn, hostCommand, type Question } from './support/interactive.js';
import { post, registerOrganiser } from './support/organiser.js';
import { topUp } from './support/sandbox.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `137${String(Date.now()).slice(-8)}`;

type Round = { id: number; name: string; question_ids: number[]; seconds: number; points_mode: string };
type Config = {
  rounds: Round[];
  question_count: number;
  site: { theme: string; title: string };
  identity: string;
};

describe('an organiser sets up an interactive quiz from a template', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let activityId = 0;
  const config = () => post(server, '/api/game/gameConfig', { activity_id: activityId }, token) as Promise<Config>;
  /** An open modal by its own title (a picker opened over a form holds the form's text too). */
  const modal = (title: string) =>
    page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

  beforeAll(async () => {
    // A player moving phones asks for a second code for the same number within the story's minute.
    ({ server, browser, page } = await startStory({ SMS_RESEND_SECONDS: '1' }));
    ({ token } = await registerOrganiser(server, page, phone));
  });
  const phones: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of phones) await context.close();
    await endStory({ server, browser });
  });

  it('finds the interactive templates in their gallery and creates one, landing on its rounds', async () => {
    await openPage(page, `${server.baseUrl}/recommend/recommendInteraction`);
    await page.getByRole('heading', { name: '现场互动答题' }).waitFor();
    for (const title of ['年会互动答题', '培训课堂随堂测', '中秋节日知识抢答'])
      await page.locator('.ant-row .ant-card').filter({ hasText: title }).first().waitFor();
    expect(await page.getByText(/现场互动答题即将开放/).count()).toBe(0);
    expect(await page.getByRole('button', { name: '创建空白活动' }).isEnabled()).toBe(true);
    await settle(page);
    await screenshot(page, 'interactive-setup-gallery');

    await page.locator('.ant-row .ant-card').filter({ hasText: '年会互动答题' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('两轮共10道题，每题20秒').waitFor();
    await applyTemplate(page);
    await page.waitForURL('**/activity/addActivity**');
    const created = page.waitForResponse((r) => r.url().includes('/api/Order/createActivity'));
    await page.getByRole('button', { name: /^创\s*建$/ }).click();
    activityId = ((await (await created).json()) as { data: { id: number } }).data.id;
    await page.waitForURL(`**/activity/game?activity_id=${activityId}`);
    await page.getByText('共2轮、10道题 · 本场最多10人同时参与').waitFor();
    await page.getByRole('cell', { name: '热身：百科常识' }).waitFor();
    await page.getByRole('cell', { name: '冲刺：传统文化' }).waitFor();
    await settle(page);
    await screenshot(page, 'interactive-setup-rounds');
  });

  it('edits a round: renames it, drops a question, adds a judge question, and scores it fixed', async () => {
    const before = (await config()).rounds[0]!;
    await page
      .getByRole('row', { name: /热身：百科常识/ })
      .getByRole('button', { name: '编辑' })
      .click();
    const dialog = modal('编辑轮次');
    const name = dialog.getByLabel('轮次名称');
    await expect.poll(() => name.inputValue()).toBe('热身：百科常识');
    await name.fill('开场热身');
    await dialog
      .getByRole('button', { name: /^移除 / })
      .first()
      .click();
    await dialog.getByRole('button', { name: '从题库选题' }).click();
    const picker = modal('从题库选题');
    // A press made while the picker still opens can be lost: pressed again until 公共题库 is the chosen source.
    const publicBanks = picker.locator('.ant-segmented-item').filter({ hasText: '公共题库' });
    await pressUntil(publicBanks, () =>
      picker.locator('.ant-segmented-item-selected').filter({ hasText: '公共题库' }).waitFor({ timeout: 5000 }),
    );
    await chooseOption(page, selectNamed(picker, '题库'), '急救常识');
    await chooseOption(page, selectNamed(picker, '题型'), '判断题');
    const judge = picker.getByRole('checkbox', { name: '使用AED必须由医生操作，普通公众不能使用。' });
    await judge.check();
    await settle(page);
    await screenshot(page, 'interactive-setup-picker');
    await picker.getByRole('button', { name: '加入本轮' }).click();
    await dialog.getByText('使用AED必须由医生操作，普通公众不能使用。').waitFor();
    await dialog.getByLabel('每题答题时间（秒）').fill('30');
    await dialog.getByText('固定分', { exact: true }).click();
    await dialog.getByText('答对得 1000 分，答错或未答 0 分').waitFor();
    await settle(page);
    await screenshot(page, 'interactive-setup-edit-round');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByRole('cell', { name: '开场热身' }).waitFor();

    const after = (await config()).rounds[0]!;
    expect(after).toMatchObject({ id: before.id, name: '开场热身', seconds: 30, points_mode: 'fixed' });
    expect(after.question_ids).toHaveLength(5);
    expect(after.question_ids.slice(0, 4)).toEqual(before.question_ids.slice(1));
    expect((await config()).question_count).toBe(10);
  });

  it('previews and saves the big screen', async () => {
    await page.getByRole('tab', { name: '大屏设置' }).click();
    const preview = page.getByRole('figure', { name: '大屏预览' });
    await preview.waitFor();
    await page.getByLabel('大屏标题').fill('2026 年会答题');
    await preview.getByText('2026 年会答题').waitFor();
    await page.getByText('深海蓝').click();
    await page.getByRole('button', { name: '保存大屏设置' }).click();
    await page.getByText('已保存').first().waitFor();
    await settle(page);
    await screenshot(page, 'interactive-setup-screen');
    expect((await config()).site).toMatchObject({ theme: 'ocean', title: '2026 年会答题' });
  });

  it('has players prove their number by SMS: one moves to a second phone with their score, a wrong code takes no seat', async () => {
    await topUp(browser, page, server, 10, 'dx_money');
    await openPage(page, `${server.baseUrl}/activity/game?activity_id=${activityId}`);
    await page.getByRole('tab', { name: '报名项' }).click();
    await page.getByLabel('短信验证手机号').check();
    await page.getByText(/每条验证码从您的短信余额扣费/).waitFor();
    await page.getByRole('button', { name: '保存报名项' }).click();
    await page.getByText('已保存').first().waitFor();
    await settle(page);
    await screenshot(page, 'interactive-setup-identity');
    expect((await config()).identity).toBe('phone');

    const info = (await fetch(`${server.baseUrl}/api/MyActivity/activityInfo?activity_id=${activityId}`, {
      headers: { token },
    }).then((r) => r.json())) as { data: { code: string } };
    const number = `135${String(Date.now()).slice(-8)}`;
    /** A phone of its own opening the quiz, filling in 老张's nickname, number and name. */
    const openPhone = async () => {
      const context = await newPhone(browser);
      phones.push(context);
      const p = await context.newPage();
      await p.goto(`${server.baseUrl}/h5/${info.data.code}`);
      await p.getByText(/用同一号码重新验证即可回到原座位/).waitFor();
      await p.getByLabel('昵称').fill('老张');
      await p.getByLabel('手机号').fill(number);
      await p.getByLabel('姓名').fill('张建国');
      return p;
    };
    const proveAndJoin = async (p: Page, code: () => string) => {
      await p.getByRole('button', { name: '获取验证码' }).click();
      await p.getByText('验证码已发送，请查收短信').waitFor();
      await p.getByLabel('短信验证码').fill(code());
      await p.getByRole('button', { name: '加入' }).click();
    };

    const first = await openPhone();
    await proveAndJoin(first, () => server.smsCodeFor(number));
    await first.getByText('你已加入，等待主持人开始').waitFor();
    await settle(first);
    await screenshot(first, 'interactive-phone-verified');

    const round = (await config()).rounds[0]!;
    const detail = (await post(server, '/api/game/roundDetail', { id: round.id }, token)) as { questions: Question[] };
    const question = detail.questions[0]!;
    await hostCommand(server, token, activityId, 'start');
    await first.getByText(question.stem).first().waitFor();
    await answerOn(first, question, question.answer);
    await first.getByText('已提交，等待公布答案').waitFor();
    await hostCommand(server, token, activityId, 'close');
    await hostCommand(server, token, activityId, 'reveal');
    await first.getByText(/^回答正确 \+1000 · 第1名$/).waitFor();

    // A second phone with a wrong code: no seat, and the form says why.
    const stranger = await openPhone();
    await stranger.waitForTimeout(1100);
    await proveAndJoin(stranger, () => '000000');
    await stranger.getByText('验证码错误或已过期').waitFor();
    await settle(stranger);
    await screenshot(stranger, 'interactive-phone-wrong-code');

    // The same number proven on another phone: the seat comes back with its score.
    const second = await openPhone();
    await second.waitForTimeout(1100);
    await proveAndJoin(second, () => server.smsCodeFor(number));
    await second.getByText(/^回答正确 \+1000 · 第1名$/).waitFor();
    expect(await second.locator('.ip-bar-score').textContent()).toBe('1,000');
    await screenshot(second, 'interactive-phone-moved');
    const seated = (await post(server, '/api/game/joinUser', { activity_id: activityId }, token)) as {
      list: { nickname: string; score: number }[];
    };
    expect(seated.list.map(({ nickname, score }) => ({ nickname, score }))).toEqual([
      { nickname: '老张', score: 1000 },
    ]);
  });
});
