import type { Page } from 'playwright-core';
import { post } from './organiser.js';
import type { RunningServer } from './server.js';

/** A judge scoring activity (kind 6) of the organiser the token names, with a call helper bound to it. */
export const createGradeActivity = async (server: RunningServer, token: string, title: string) => {
  const created = (await post(server, '/api/Order/createActivity', { type: 6, title }, token)) as {
    id: number;
    code: string;
  };
  const api = (path: string, body: object) => post(server, path, { activity_id: created.id, ...body }, token);
  return { activityId: created.id, code: created.code, api };
};

/**
 * On a judge's phone turned to `contestant` (the host put them on stage), gives each item its score and submits
 * once, confirmed.
 */
export const submitOnJudgePhone = async (judge: Page, contestant: string, scores: [item: string, score: number][]) => {
  await judge.getByRole('heading', { name: contestant }).waitFor();
  for (const [item, score] of scores) await judge.getByLabel(item, { exact: true }).fill(String(score));
  await judge.getByRole('button', { name: '提交评分' }).click();
  await judge.getByRole('button', { name: '确认提交' }).click();
  await judge.getByText('评分已提交').waitFor();
};
