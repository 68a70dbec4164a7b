import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, openPage, screenshot, settle } from './support/browser.js';
import { createSurveyInPage, participantLink, registerOrganiser } from './support/organiser.js';
import type { RunningServer } from './support/server.js';
import { endStory, startStory } from './support/story.js';

const phone = `136${String(Date.now()).slice(-8)}`;
const used = '您是否使用过我们的产品？';
const feeling = '请说说您的使用感受';
const score = '您给我们的服务打几分？';

/** Adds a question of `type` from the palette and gives it a title. */
const addQuestion = async (page: Page, type: string, title: string) => {
  await page.getByRole('toolbar', { name: '添加题目' }).getByRole('button', { name: type, exact: true }).click();
  const editor = page.getByLabel('标题', { exact: true });
  await editor.fill(title);
};

/** Fills the questionnaire on a phone: the answers differ by whether the participant used the product. */
const answerOnPhone = async (browser: Browser, link: string, usedIt: boolean, name: string) => {
  const phoneContext = await newPhone(browser);
  const p = await phoneContext.newPage();
  await p.goto(link);
  await p.getByRole('button', { name: '参与活动' }).click();
  await p.getByRole('group', { name: new RegExp(used) }).waitFor();
  await p.getByRole('button', { name: '提交' }).click();
  await p.getByText('此题为必答题').first().waitFor();
  await p.getByRole('radio', { name: usedIt ? '使用过' : '没用过' }).check();
  const feelingBox = p.getByRole('group', { name: new RegExp(feeling) });
  if (usedIt) {
    await feelingBox.getByRole('textbox').fill('界面清爽，答题流畅');
  } else {
    expect(await feelingBox.count()).toBe(0);
  }
  await p.getByRole('button', { name: usedIt ? '5分' : '3分' }).click();
  await settle(p);
  await screenshot(p, `survey-phone-${name}`);
  await p.getByRole('button', { name: '提交' }).click();
  await p.getByText('感谢您的参与！').waitFor();
  await settle(p);
  await screenshot(p, `survey-phone-${name}-done`);
  await phoneContext.close();
};

describe('an organiser builds a questionnaire with logic, two people answer it on phones, and the numbers add up', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let activityId = 0;
  let link = '';

  beforeAll(async () => {
    ({ server, browser, page } = await startStory());
    ({ token } = await registerOrganiser(server, page, phone));
  });
  afterAll(() => endStory({ server, browser }));

  it('creates a blank questionnaire and lands in the builder', async () => {
    activityId = await createSurveyInPage(server, page, '产品体验调查');
    expect(activityId).toBeGreaterThan(0);
  });

  it('adds a choice, a text shown only for one answer, and a rating, and saves', async () => {
    await addQuestion(page, '单选题', used);
    await page.getByLabel('选项1内容').fill('使用过');
    await page.getByLabel('选项2内容').fill('没用过');
    await page.getByLabel('必答题').click();
    await addQuestion(page, '多行文本', feeling);
    await page.getByLabel('显示条件', { exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: used }).click();
    await page.getByRole('group', { name: '选中以下任一选项时显示' }).getByText('使用过').waitFor();
    await addQuestion(page, '量表题', score);
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    await page.getByText('保存成功').first().waitFor();
    await settle(page);
    await screenshot(page, 'survey-builder');
  });

  it('previews the questionnaire on a phone frame with the logic working', async () => {
    await page.getByRole('button', { name: /^预\s?览$/ }).click();
    const preview = page.getByRole('region', { name: '手机预览' });
    await preview.getByRole('radio', { name: '使用过' }).check();
    await preview.getByRole('group', { name: new RegExp(feeling) }).waitFor();
    await settle(page);
    await screenshot(page, 'survey-preview');
    await page.keyboard.press('Escape');
  });

  it('is answered on two phones: one sees the follow-up question, the other does not', async () => {
    link = await participantLink(server, activityId, token);
    await answerOnPhone(browser, link, true, 'first');
    await answerOnPhone(browser, link, false, 'second');
  });

  it('shows the statistics: percents per option, the text answer, and a cross-filter', async () => {
    await openPage(page, `${server.baseUrl}/activity/analysis?activity_id=${activityId}`);
    const usedCard = page.locator('.ant-card').filter({ hasText: `1. ${used}` });
    await usedCard.getByText('50%').first().waitFor();
    await page.getByText('界面清爽，答题流畅').waitFor();
    await settle(page);
    await screenshot(page, 'survey-analysis');

    await page.getByLabel('筛选题目').click();
    await page.locator('.ant-select-item-option').filter({ hasText: used }).click();
    await page.getByLabel('选择的选项').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '没用过' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^筛\s?选$/ }).click();
    await usedCard.getByText('100%').first().waitFor();
    await settle(page);
    await screenshot(page, 'survey-analysis-filtered');
  });

  it('opens one response in full', async () => {
    const responses = page.locator('.ant-card').filter({ hasText: '答卷列表' });
    await responses
      .getByRole('button', { name: /^查\s?看$/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog').filter({ hasText: '答卷详情' });
    await drawer.getByText(used).waitFor();
    await settle(page);
    await screenshot(page, 'survey-response');
  });
});
