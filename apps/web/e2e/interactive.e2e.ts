import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTemplate, newPhone, openPage, screenshot, settle } from './support/browser.js';
import { answerOn, type Question } from './support/interactive.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `136${String(Date.now()).slice(-8)}`;
const players = ['小明', '小红', '小刚'];

type Player = { context: BrowserContext; page: Page; name: string };
type Ranked = { rank: number; nickname: string; score: number };

/** A sheet's rows below its header, each as its cells from the first column. */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

/** The right order backwards, or one wrong option. */
const wrongAnswer = (q: Question) => {
  if (q.type === 'sort') return [...q.answer].reverse();
  return [
    q.type === 'judge' ? (q.answer[0] === 'T' ? 'F' : 'T') : q.options.find((o) => !q.answer.includes(o.key))!.key,
  ];
};
describe('an organiser runs an interactive quiz: a big screen, a console and three phones', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let screen: Page;
  let token = '';
  let activityId = 0;
  let code = '';
  let questions: Question[] = [];
  const phones: Player[] = [];

  /** Presses a console command and waits for the phase it leads to. */
  const command = async (name: RegExp | string, phase: string) => {
    await page.getByRole('button', { name }).click();
    await page.locator('.ant-card-head').getByText(phase, { exact: true }).waitFor();
  };
  const scoreOf = async (p: Page) => (await p.locator('.ip-bar-score').textContent()) ?? '';

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(async () => {
    for (const p of phones) await p.context.close();
    await endStory({ server, browser });
  });

  it('creates an interactive quiz from the annual-party template', async () => {
    await openPage(page, `${server.baseUrl}/recommend/recommendInteraction`);
    await page.locator('.ant-row .ant-card').filter({ hasText: '年会互动答题' }).first().click();
    await applyTemplate(page);
    await page.waitForURL('**/activity/addActivity**');
    const created = page.waitForResponse((r) => r.url().includes('/api/Order/createActivity'));
    await page.getByRole('button', { name: /^创\s*建$/ }).click();
    activityId = ((await (await created).json()) as { data: { id: number } }).data.id;
    expect(activityId).toBeGreaterThan(0);

    const info = (await fetch(`${server.baseUrl}/api/MyActivity/activityInfo?activity_id=${activityId}`, {
      headers: { token },
    }).then((r) => r.json())) as { data: { code: string } };
    code = info.data.code;
    const rounds = (await post(server, '/api/game/round', { activity_id: activityId }, token)) as { id: number }[];
    const first = (await post(server, '/api/game/roundDetail', { id: rounds[0]!.id }, token)) as {
      questions: Question[];
    };
    questions = first.questions.slice(0, 3);
    expect(questions).toHaveLength(3);
  });

  it('opens the console from My activities and the big screen with its QR code', async () => {
    screen = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await screen.goto(`${server.baseUrl}/screen/interactive/${code}`);
    await screen.getByRole('img', { name: '扫码加入答题' }).waitFor();
    await screen.getByText(code, { exact: true }).waitFor();

    await openPage(page, `${server.baseUrl}/activity/manage`);
    await page.getByRole('link', { name: '现场控制台' }).first().click();
    await page.waitForURL('**/activity/console?activity_id=*');
    await page.locator('.ant-card-head').getByText('等待开始', { exact: true }).waitFor();
  });

  it('lets three phones join with a nickname and shows their names on the big screen', async () => {
    for (const name of players) {
      const context = await newPhone(browser);
      const p = await context.newPage();
      await p.goto(`${server.baseUrl}/h5/${code}`);
      await p.getByLabel('昵称').fill(name);
      await p.getByLabel('姓名').fill(`${name}本人`);
      await p.getByRole('button', { name: '加入' }).click();
      await p.getByText('你已加入，等待主持人开始').waitFor();
      phones.push({ context, page: p, name });
    }
    for (const name of players)
      await screen
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .waitFor();
    await screen.locator('.is-joined strong').filter({ hasText: '3' }).waitFor();
    await settle(phones[0]!.page);
    await screenshot(phones[0]!.page, 'interactive-phone-lobby');
    await settle(screen);
    await screenshot(screen, 'interactive-screen-lobby');
    await page.getByText('小刚').first().waitFor();
    await settle(page);
    await screenshot(page, 'interactive-console-lobby');
  });

  it('hands the host link to a phone, which hosts the same session without a login', async () => {
    const link = (await page.locator('.ic-host-link code').textContent()) ?? '';
    expect(link).toContain('/h5/host/');
    const context = await newPhone(browser);
    const host = await context.newPage();
    await host.goto(link);
    await host.locator('.ant-card-head').getByText('等待开始', { exact: true }).waitFor();
    await host.getByText('小刚').first().waitFor();
    await settle(host);
    await screenshot(host, 'interactive-console-phone');
    await context.close();
  });

  it('runs three questions; a phone that reloads mid-question keeps its score', async () => {
    for (const [index, q] of questions.entries()) {
      await command(index === 0 ? /^开\s?始$/ : '下一题', '答题中');
      for (const p of phones) await p.page.getByText(q.stem).first().waitFor();
      await screen.getByText(q.stem).waitFor();
      if (index === 0) {
        await settle(phones[0]!.page);
        await screenshot(phones[0]!.page, 'interactive-phone-question');
        await screenshot(screen, 'interactive-screen-question');
      }

      const [first, second, third] = phones as [Player, Player, Player];
      if (index === 1) {
        const before = await scoreOf(third.page);
        expect(Number(before.replace(/,/g, ''))).toBeGreaterThan(0);
        await third.page.reload();
        await third.page.getByText(q.stem).first().waitFor();
        expect(await scoreOf(third.page)).toBe(before);
      }
      await answerOn(first.page, q, q.answer, () => screenshot(first.page, 'interactive-phone-ordering'));
      await answerOn(second.page, q, wrongAnswer(q));
      await answerOn(third.page, q, q.answer);
      for (const p of phones) await p.page.getByText('已提交，等待公布答案').waitFor();
      await screen.getByText('3 / 3 已作答').waitFor();

      await command('停止作答', '作答结束');
      await command('公布答案', '公布答案');
      await screen.getByText('2 人答对').waitFor();
      if (q.type === 'sort') {
        await settle(screen);
        await screenshot(screen, 'interactive-screen-reveal-ordering');
      }
      await first.page.getByText(/^回答正确 \+\d+ · 第\d名$/).waitFor();
      await second.page.getByText('回答错误').waitFor();
      if (index === 0) {
        await settle(screen);
        await screenshot(screen, 'interactive-screen-reveal');
        await screenshot(first.page, 'interactive-phone-right');
        await screenshot(second.page, 'interactive-phone-wrong');
      }
      await command('排行榜', '排行榜');
      const board = screen.getByRole('list', { name: '排行榜' });
      for (const name of players) await board.getByText(name).waitFor();
      if (index === 2) {
        await screen.waitForTimeout(2500);
        await screenshot(screen, 'interactive-screen-leaderboard');
        await settle(page);
        await screenshot(page, 'interactive-console-leaderboard');
      }
    }
  });

  it('ends on the podium, with each phone told its final rank', async () => {
    await command('结束本场', '已结束');
    const podium = screen.getByRole('list', { name: '最终排名' });
    await podium.getByText(players[0]!).waitFor();
    for (const p of phones) await p.page.getByText('最终排名').waitFor();
    await screen.waitForTimeout(2500);
    await screenshot(screen, 'interactive-screen-podium');
    await screenshot(phones[0]!.page, 'interactive-phone-final');
  });

  it('gives a player points by hand from the console, with the reason', async () => {
    await page.getByRole('row').filter({ hasText: players[1]! }).getByRole('button', { name: '加减分' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('分数（负数为减分）').fill('50');
    await dialog.getByLabel('原因').fill('抢答加分');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('已保存').waitFor();
  });

  it('shows the results on the analysis page, the points given by hand with their reason', async () => {
    await openPage(page, `${server.baseUrl}/activity/analysis?activity_id=${activityId}`);
    await page.getByText(questions[0]!.stem).first().waitFor({ timeout: 15_000 });
    const given = page.locator('.ant-card').filter({ hasText: '加减分记录' });
    await given.getByRole('row').filter({ hasText: players[1]! }).filter({ hasText: '抢答加分' }).waitFor();
    await settle(page);
    await screenshot(page, 'interactive-analysis');
  });

  it('exports the results as .xlsx through the export jobs: each player’s score, answers and points by hand', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: '导出成绩（排名、答题明细与加减分）' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^现场答题成绩_\d{14}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(readFileSync((await file.path()) ?? '')).buffer);

    const ranked = (await post(server, '/api/game/joinUser', { activity_id: activityId }, token)) as { list: Ranked[] };
    const ranking = rowsOf(book.getWorksheet('最终排名')!).map((r) => ({ rank: r[0], nickname: r[1], score: r[3] }));
    expect(ranking).toEqual(ranked.list.map(({ rank, nickname, score }) => ({ rank, nickname, score })));
    expect(ranking.map((r) => r.nickname).sort()).toEqual([...players].sort());
    const [ming, hong, gang] = players.map((name) => ranking.find((r) => r.nickname === name)!.score as number);
    expect(ming).toBeGreaterThan(0);
    expect(gang).toBeGreaterThan(0);
    // 小红 answered every question wrong: what she has is what the host gave.
    expect(hong).toBe(50);

    const answers = rowsOf(book.getWorksheet('答题明细')!);
    expect(answers).toHaveLength(players.length * questions.length);
    for (const name of players) expect(answers.filter((r) => r[0] === name)).toHaveLength(questions.length);
    expect(rowsOf(book.getWorksheet('加减分记录')!).map((r) => r.slice(0, 4))).toEqual([
      [players[1], undefined, 50, '抢答加分'],
    ]);
  });
});
