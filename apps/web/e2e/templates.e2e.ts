import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, settle } from './support/browser.js';
import { post, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `135${String(Date.now()).slice(-8)}`;
type Template = { id: number; title: string };

describe('a new organiser starts from templates that set up what they promise', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  const templateId = async (type: number, title: string) => {
    const res = await fetch(`${server.baseUrl}/api/RecommendAct/getTplList?type=${type}&limit=20`);
    const { data } = (await res.json()) as { data: { list: Template[] } };
    return data.list.find((tpl) => tpl.title === title)!.id;
  };
  const createFrom = async (type: number, title: string) =>
    (await post(server, '/api/Order/createActivity', { type, tpl_id: await templateId(type, title) }, token)) as {
      id: number;
    };

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(() => endStory({ server, browser }));

  it('shows the safety-month quiz with the full score its text states and the prize draw it promises', async () => {
    const quiz = await createFrom(1, '安全生产月知识竞赛');
    await openPage(page, `${server.baseUrl}/activity/deploy?activity_id=${quiz.id}`);
    await page.getByText('每次答题 10 道题，满分 10 分').waitFor();
    await screenshot(page, 'template-safety-month-settings');
    await openPage(page, `${server.baseUrl}/activity/prize?activity_id=${quiz.id}`);
    await page.getByText('及格抽奖').first().waitFor();
    await page.getByText('家庭安全应急包').first().waitFor();
    expect(await page.getByText('安全主题保温杯').count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'template-safety-month-prize');
  });

  it('starts the employee vote with sample candidates and their portraits', async () => {
    const vote = await createFrom(4, '优秀员工评选投票');
    await openPage(page, `${server.baseUrl}/activity/vote?activity_id=${vote.id}`);
    for (const name of ['张明（示例）', '李娜（示例）', '王强（示例）', '陈静（示例）'])
      await page.getByText(name).first().waitFor();
    const portrait = page.locator('img[src="/templates/candidates/sample-1.svg"]').first();
    await portrait.waitFor();
    expect(await portrait.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'template-vote-candidates');
  });
});
