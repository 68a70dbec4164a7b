import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, newPhone, openPage, pressClosing, screenshot, selectNamed } from './support/browser.js';
import { createGradeActivity, submitOnJudgePhone } from './support/grade.js';
import { registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const organiserPhone = `136${String(Date.now()).slice(-8)}`;
const item = '综合表现';
const contestant = '周杰';
/** The judge groups and their judges, each with the score they give the one item (0–10). */
const groups = [
  {
    name: '专业评委',
    weight: 70,
    judges: [
      { name: '王教授', score: 9 },
      { name: '李老师', score: 6 },
    ],
  },
  { name: '大众评委', weight: 30, judges: [{ name: '赵同学', score: 8 }] },
];

/**
 * The rule written out independently of the product: the mean of each group's judges, then the groups' means
 * weighted by their weights, two decimals, half up. (7.5 × 70% + 8 × 30% = 7.65; all three alike would be 7.67.)
 */
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const groupMeans = groups.map((g) => mean(g.judges.map((j) => j.score)));
const allWeights = groups.reduce((sum, g) => sum + g.weight, 0);
const expectedFinal =
  Math.round(groups.reduce((sum, g, i) => sum + (groupMeans[i]! * g.weight) / allWeights, 0) * 100 + 1e-9) / 100;

describe('judge scoring with judge groups: 专业评委 70 and 大众评委 30, each group’s mean weighted', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let activityId = 0;
  let code = '';
  let api: (path: string, body: object) => Promise<unknown>;
  const judgePages: Page[] = [];

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, organiserPhone));
    ({ activityId, code, api } = await createGradeActivity(server, token, '主持人大赛'));
    const round = (await api('/api/GradeRound/addSetting', { name: '决赛' })) as { id: number };
    await api('/api/GradeRound/addScoringItems', { round_id: round.id, name: item, min: 0, max: 10, step: 1 });
    await api('/api/GradeRound/saveRule', { id: round.id, method: 'mean' });
    await api('/api/GradeActivity/addUser', { name: contestant, round_ids: [round.id] });
  });
  afterAll(() => endStory({ server, browser }));

  it('sets up two weighted judge groups and three judges in them on the judges tab', async () => {
    await openPage(page, `${server.baseUrl}/activity/score?activity_id=${activityId}&tab=judges`);
    const card = page.locator('.ant-card', { hasText: '评委分组' });
    for (const group of groups) {
      await card.getByRole('button', { name: '添加分组' }).click();
      const dialog = page.getByRole('dialog', { name: '添加评委分组' });
      await dialog.getByLabel('分组名称').fill(group.name);
      await dialog.getByLabel('权重').fill(String(group.weight));
      await pressClosing(dialog, /^保\s?存$/);
      await card.getByRole('cell', { name: group.name, exact: true }).waitFor();
    }
    await card.getByText('专业评委占70%、大众评委占30%', { exact: false }).waitFor();

    for (const group of groups)
      for (const judge of group.judges) {
        await page.getByRole('button', { name: '添加评委' }).click();
        const dialog = page.getByRole('dialog', { name: '添加评委' });
        await dialog.getByLabel('评委', { exact: true }).fill(judge.name);
        await chooseOption(page, selectNamed(dialog, '分组'), group.name);
        await pressClosing(dialog, /^保\s?存$/);
        await page.getByRole('cell', { name: judge.name, exact: true }).waitFor();
      }
    // Each group counts its judges.
    await card.getByRole('row', { name: /专业评委\s*70\s*70%\s*2/ }).waitFor();
    await card.getByRole('row', { name: /大众评委\s*30\s*30%\s*1/ }).waitFor();
    expect(await page.getByText('未分组的评委不能评分', { exact: false }).count()).toBe(0);
    await screenshot(page, 'grade-groups-judges');

    const links = (await page.getByText(/\/h5\/judge\//).allTextContents()).map((l) => l.trim());
    expect(links).toHaveLength(3);
    const phone = await newPhone(browser);
    for (const link of links) {
      const judge = await phone.newPage();
      await judge.goto(link);
      await judge.getByText('已评 0 / 1 位选手').waitFor();
      judgePages.push(judge);
    }
  });

  it('has the three judges score the contestant on stage, and the screen shows each group’s part', async () => {
    const hall = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const screenPage = await hall.newPage();
    await screenPage.goto(`${server.baseUrl}/screen/grade/${code}`);
    await screenPage.getByText('比赛即将开始').waitFor();
    await page.goto(`${server.baseUrl}/activity/console?activity_id=${activityId}`);
    await page.getByText('评分控制台').first().waitFor();
    await page.getByRole('button', { name: '下一位' }).click();

    const judges = groups.flatMap((g) => g.judges);
    for (const [j, judge] of judges.entries())
      await submitOnJudgePhone(judgePages[j]!, contestant, [[item, judge.score]]);
    await screenPage.getByText('评委已评 3/3').waitFor();
    await page.getByRole('button', { name: /^亮\s?分$/ }).click();
    await screenPage.getByText(String(expectedFinal), { exact: true }).waitFor();
    const parts = screenPage.getByRole('list', { name: '评委分组得分' }).getByRole('listitem');
    expect(await parts.allTextContents()).toEqual(
      groups.map((g, i) => `${g.name}${groupMeans[i]}× ${(g.weight * 100) / allWeights}%`),
    );
    await screenPage.waitForTimeout(800);
    await screenshot(screenPage, 'grade-groups-screen');
    await hall.close();
  });

  it('shows the weighted result and each group’s part on the results tab', async () => {
    await openPage(page, `${server.baseUrl}/activity/score?activity_id=${activityId}&tab=results`);
    const table = page.locator('table', { has: page.getByRole('columnheader', { name: '最终得分' }) }).first();
    const row = table.locator('tr', { hasText: contestant });
    await row.locator('strong', { hasText: String(expectedFinal) }).waitFor();
    for (const [i, g] of groups.entries())
      await row.getByText(`${g.name} ${groupMeans[i]} × ${(g.weight * 100) / allWeights}%`).waitFor();
    await page.getByText('按评委分组计算后加权：专业评委占70%、大众评委占30%', { exact: false }).first().waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    const breakdown = page.getByRole('region', { name: `${contestant}的评委评分` });
    await breakdown.getByRole('row', { name: /赵同学\s*大众评委/ }).waitFor();
    await screenshot(page, 'grade-groups-results');
  });
});
