import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, newPhone, openPage, screenshot, selectNamed } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const organiserPhone = `137${String(Date.now()).slice(-8)}`;

/** The round's items: name, weight (0–10, step 1). */
const items = [
  { name: '表现力', weight: 1 },
  { name: '难度', weight: 2 },
  { name: '创意', weight: 1 },
];
const contestants = ['周杰', '林夕', '陈奕', '王菲'];
/** scores[contestant][judge] = each item's score, or null when the judge abstains (judge 5 for 林夕). */
const scores: (number[] | null)[][] = [
  [
    [8, 7, 9],
    [9, 8, 8],
    [7, 7, 7],
    [10, 9, 9],
    [6, 8, 7],
  ],
  [[9, 9, 9], [8, 9, 10], [9, 8, 9], [10, 10, 9], null],
  [
    [6, 6, 6],
    [7, 5, 6],
    [5, 6, 7],
    [6, 7, 5],
    [8, 6, 6],
  ],
  [
    [9, 8, 8],
    [8, 8, 9],
    [9, 9, 8],
    [7, 8, 9],
    [9, 9, 9],
  ],
];
/** Three audience phones score the first two contestants (1–10). */
const audience = [
  [8, 9],
  [7, 10],
  [9, 9],
];
const audienceWeight = 20;

/**
 * The rule written out independently of the product: per item, drop one highest and one lowest of the judges who
 * scored (when more than two did), average the rest, weight and add; the audience's mean on the full mark (40) takes
 * 20 %; two decimals, half up.
 */
const expectedFinals = () =>
  scores.map((byJudge, c) => {
    const given = byJudge.filter((s): s is number[] => s !== null);
    const judgePart = items.reduce((sum, item, i) => {
      const sorted = given.map((s) => s[i]!).sort((a, b) => a - b);
      const kept = sorted.length > 2 ? sorted.slice(1, -1) : sorted;
      return sum + (kept.reduce((a, b) => a + b, 0) / kept.length) * item.weight;
    }, 0);
    const heard = audience.map((a) => a[c]).filter((s): s is number => s !== undefined);
    const final = heard.length
      ? judgePart * (1 - audienceWeight / 100) +
        (heard.reduce((a, b) => a + b, 0) / heard.length / 10) * 40 * (audienceWeight / 100)
      : judgePart;
    return Math.round(final * 100 + 1e-9) / 100;
  });

describe('judge scoring: five judges score four contestants on their phones, the hall watches, the top two go on', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let activityId = 0;
  let code = '';
  let roundId = 0;
  let screenPage: Page;
  const contexts: BrowserContext[] = [];
  const judgePages: Page[] = [];
  const api = (path: string, body: object) => post(server, path, { activity_id: activityId, ...body }, token);

  const newContextPage = async (phone: boolean) => {
    const context = phone
      ? await newPhone(browser)
      : await browser.newContext({ viewport: { width: 1600, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, organiserPhone));
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await endStory({ server, browser });
  });

  it('sets up a round with three items (one weighted) and the per-item trimmed mean on the set-up page', async () => {
    const created = (await post(server, '/api/Order/createActivity', { type: 6, title: '校园歌手大赛' }, token)) as {
      id: number;
      code: string;
    };
    activityId = created.id;
    code = created.code;
    await openPage(page, `${server.baseUrl}/activity/score?activity_id=${activityId}`);
    await page.getByRole('button', { name: '添加轮次' }).first().click();
    const roundDialog = page.getByRole('dialog');
    await roundDialog.getByLabel('轮次名称').fill('初赛');
    await roundDialog.getByLabel('开放观众评分').check();
    await roundDialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('评分项 · 初赛').waitFor();

    for (const item of items) {
      await page.getByRole('button', { name: '添加评分项' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('评分项', { exact: true }).fill(item.name);
      await dialog.getByLabel('权重').fill(String(item.weight));
      await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
      await page.getByRole('cell', { name: item.name, exact: true }).waitFor();
    }
    await page.getByText('满分 40（各项最高分 × 权重之和）').waitFor();

    await chooseOption(
      page,
      selectNamed(page.locator('body'), '计分方式'),
      '每项去掉最高分和最低分后取平均，再按权重相加',
    );
    await page.getByLabel('观众评分占比（%）').fill(String(audienceWeight));
    await page.getByRole('button', { name: '保存计分规则' }).click();
    await page.getByText('已保存，成绩按新规则从已有评分重新计算').waitFor();

    const listed = (await fetch(`${server.baseUrl}/api/gradeRound/list?activity_id=${activityId}`, {
      headers: { token },
    }).then((r) => r.json())) as {
      data: { list: { id: number; rule: { method: string; audience_weight: number } }[] };
    };
    const [round] = listed.data.list;
    roundId = round!.id;
    expect(round!.rule).toMatchObject({ method: 'item_trimmed_mean', trim: 1, audience_weight: audienceWeight });
    await screenshot(page, 'grade-setup');
  });

  it('adds four contestants and five judges, each judge with a link of their own', async () => {
    for (const name of contestants) await api('/api/GradeActivity/addUser', { name, round_ids: [roundId] });
    for (let j = 1; j <= 5; j++)
      await post(server, '/api/grade/saveJudge', { round_id: roundId, name: `评委${j}` }, token);
    await openPage(page, `${server.baseUrl}/activity/score?activity_id=${activityId}&tab=judges`);
    await page.getByRole('cell', { name: '评委5', exact: true }).waitFor();
    const links = await page.getByText(/\/h5\/judge\//).allTextContents();
    expect(links).toHaveLength(5);
    for (const link of links) {
      const judge = await newContextPage(true);
      await judge.goto(link.trim());
      await judge.getByText('已评 0 / 4 位选手').waitFor();
      judgePages.push(judge);
    }
  });

  it('runs the contest from the console: each contestant on stage, the judges score, the screen counts and reveals', async () => {
    screenPage = await newContextPage(false);
    await screenPage.goto(`${server.baseUrl}/screen/grade/${code}`);
    await screenPage.getByText('比赛即将开始').waitFor();
    await page.goto(`${server.baseUrl}/activity/console?activity_id=${activityId}`);
    await page.getByText('评分控制台').first().waitFor();

    const audiencePages: Page[] = [];
    for (const [c, name] of contestants.entries()) {
      await page.getByRole('button', { name: '下一位' }).click();
      await screenPage.getByText(name, { exact: true }).first().waitFor();
      for (const [j, judge] of judgePages.entries()) {
        // The judge's phone turns to the contestant the host put on stage.
        await judge.getByText('加权总分').waitFor();
        await judge.getByRole('heading', { name }).waitFor();
        const given = scores[c]![j]!;
        if (given === null) {
          await judge.getByRole('button', { name: /^回\s?避$/ }).click();
          await judge.getByRole('button', { name: '确认回避' }).click();
          await judge.getByText('已回避该选手').waitFor();
        } else {
          for (const [i, item] of items.entries())
            await judge.getByLabel(item.name, { exact: true }).fill(String(given[i]));
          await judge.getByRole('button', { name: '提交评分' }).click();
          await judge.getByRole('button', { name: '确认提交' }).click();
          await judge.getByText('评分已提交').waitFor();
        }
      }
      await screenPage.getByText('评委已评 5/5').or(screenPage.getByText('评委已评 4/4')).waitFor();
      if (c === 0) {
        // Three audience members score the contestants on stage from their phones.
        for (let a = 0; a < audience.length; a++) {
          const phone = await newContextPage(true);
          await phone.goto(`${server.baseUrl}/h5/${code}`);
          await phone.getByRole('button', { name: '参与活动' }).click();
          await phone.getByRole('group', { name: `为${contestants[0]}打分` }).waitFor();
          audiencePages.push(phone);
        }
      }
      if (c < 2) {
        for (const [a, phone] of audiencePages.entries()) {
          const picker = phone.getByRole('group', { name: `为${name}打分` });
          await picker.getByRole('button', { name: `${audience[a]![c]} 分` }).click();
          await phone
            .locator('li', { has: picker })
            .getByRole('button', { name: /^提\s?交$/ })
            .click();
          await phone.getByText(`已评 ${audience[a]![c]} 分`).first().waitFor();
        }
      }
      if (c === 0) await screenshot(screenPage, 'grade-screen-scoring');
      await page.getByRole('button', { name: /^亮\s?分$/ }).click();
      await screenPage.getByText('最终得分').first().waitFor();
      await screenPage.getByText(String(expectedFinals()[c]!)).first().waitFor();
      if (c === 0) {
        await screenPage.waitForTimeout(1500);
        await screenshot(screenPage, 'grade-screen-reveal');
        await screenshot(judgePages[0]!, 'grade-judge-locked');
        await screenshot(audiencePages[0]!, 'grade-audience');
      }
    }
    await screenshot(page, 'grade-console');
  });

  it('ranks the round as an independent computation does, on the screen and on the results page', async () => {
    await page.getByRole('button', { name: '排行榜' }).click();
    const finals = expectedFinals();
    const order = contestants.map((name, c) => ({ name, final: finals[c]! })).sort((a, b) => b.final - a.final);
    await screenPage.getByText('排行榜').first().waitFor();
    for (const { final } of order) await screenPage.getByText(String(final), { exact: true }).first().waitFor();
    await screenPage.waitForTimeout(800);
    await screenshot(screenPage, 'grade-screen-ranking');

    const result = (await api('/api/userData/userScore', { round_id: roundId })) as {
      lines: { name: string; final: number; rank: number }[];
    };
    expect(result.lines.map((l) => [l.name, l.final])).toEqual(order.map((o) => [o.name, o.final]));

    await openPage(page, `${server.baseUrl}/activity/score?activity_id=${activityId}&tab=results`);
    const table = page.locator('table', { has: page.getByRole('columnheader', { name: '最终得分' }) }).first();
    await table.getByText(order[0]!.name).waitFor();
    const names = await table
      .locator('tbody tr.ant-table-row')
      .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''));
    expect(names.slice(0, 4).map((n) => n.trim())).toEqual(order.map((o) => o.name));
    await screenshot(page, 'grade-results');
  });

  it('promotes the top two to a final round', async () => {
    await api('/api/GradeRound/addSetting', { name: '决赛' });
    await page.reload();
    await page
      .getByRole('button', { name: /^晋\s?级$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, selectNamed(dialog, '晋级到'), '决赛');
    await dialog.getByLabel('晋级人数（前 N 名）').fill('2');
    await dialog.getByRole('button', { name: /^晋\s?级$/ }).click();
    await page.getByText('已晋级 2 人到「决赛」').waitFor();

    const listed = (await fetch(`${server.baseUrl}/api/gradeRound/list?activity_id=${activityId}`, {
      headers: { token },
    }).then((r) => r.json())) as { data: { list: { id: number; name: string }[] } };
    const final = listed.data.list.find((r) => r.name === '决赛')!;
    const inFinal = (await api('/api/GradeActivity/userList', { round_id: final.id })) as { list: { name: string }[] };
    const finals = expectedFinals();
    const top = contestants
      .map((name, c) => ({ name, final: finals[c]! }))
      .sort((a, b) => b.final - a.final)
      .slice(0, 2)
      .map((o) => o.name);
    expect(inFinal.list.map((c) => c.name)).toEqual(top);
  });

  it('reads the contest after the event on the analysis page: each judge against the others, and the ranking', async () => {
    const totals = scores.map((byJudge) =>
      byJudge.map((s) => (s === null ? null : s.reduce((sum, score, i) => sum + score * items[i]!.weight, 0))),
    );
    // A judge's mean of (their total − the mean of the other judges' totals for the same contestant), as the page says.
    const deviationOf = (judge: number) => {
      const gaps = totals.flatMap((byJudge) => {
        const own = byJudge[judge];
        const others = byJudge.filter((t, j): t is number => j !== judge && t !== null);
        return own === null || own === undefined || others.length === 0
          ? []
          : [own - others.reduce((a, b) => a + b, 0) / others.length];
      });
      const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
      const shown = Math.sign(mean) * (Math.round(Math.abs(mean) * 100 + 1e-9) / 100);
      return shown > 0 ? `+${shown}` : String(shown);
    };
    const finals = expectedFinals();
    const order = contestants.map((name, c) => ({ name, final: finals[c]! })).sort((a, b) => b.final - a.final);

    await openPage(page, `${server.baseUrl}/activity/analysis?activity_id=${activityId}`);
    const figure = (title: string) =>
      page
        .locator('.ant-statistic', { has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
        .locator('.ant-statistic-content');
    await expect.poll(() => figure('评分观众').textContent()).toBe(String(audience.length));
    expect(await figure('评委评分记录').textContent()).toBe(String(scores.flat().length));
    expect(await figure('回避').textContent()).toBe(String(scores.flat().filter((s) => s === null).length));
    expect(await figure('观众评分').textContent()).toBe(String(audience.flat().length));

    const judges = page.locator('.ant-card', { has: page.getByText('评委一致性', { exact: true }) });
    for (let j = 0; j < scores[0]!.length; j++) {
      const cells = await judges.locator('tbody tr.ant-table-row').nth(j).locator('td').allTextContents();
      const abstained = scores.filter((byJudge) => byJudge[j] === null).length;
      expect(cells.slice(0, 3)).toEqual([`评委${j + 1}`, String(contestants.length - abstained), String(abstained)]);
      expect(cells[5]).toBe(deviationOf(j));
    }

    const ranking = page.locator('.ant-card', { has: page.getByText('排名', { exact: true }) });
    const rows = await ranking
      .locator('tbody tr.ant-table-row')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows.map((cells) => [cells[1], Number(cells[3])])).toEqual(order.map((o) => [o.name, o.final]));
    await page.getByRole('img', { name: '各选手最终得分（按排名）' }).locator('canvas').first().waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'grade-analysis');
    await page.getByText('评委分差', { exact: true }).click();
    await page.getByRole('img', { name: '各选手评委总分的最低与最高' }).locator('canvas').first().waitFor();
    // The dots come in along the line's animation: the last one shows after about a second.
    await page.waitForTimeout(1500);
    await screenshot(page, 'grade-analysis-spread');
  });
});
