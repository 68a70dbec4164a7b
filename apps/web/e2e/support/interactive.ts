import type { Page } from 'playwright-core';
import { post } from './organiser.js';
import type { RunningServer } from './server.js';

export type Question = { type: string; stem: string; options: { key: string; text: string }[]; answer: string[] };

/** The phone's button for an answer: an option by its key and text, or 对/错. */
export const answerButton = (q: Question, key: string) => {
  if (q.type === 'judge') return key === 'T' ? '对' : '错';
  const option = q.options.find((o) => o.key === key)!;
  return `${option.key}. ${option.text}`;
};

/** A tap on the answer; an ordering question's options are tapped in the order given, then sent. */
export const answerOn = async (phone: Page, q: Question, keys: string[], beforeSending?: () => Promise<void>) => {
  for (const key of keys) await phone.getByRole('button', { name: answerButton(q, key), exact: true }).click();
  if (q.type === 'sort') {
    await beforeSending?.();
    await phone.getByRole('button', { name: '提交' }).click();
  }
};

/** A host command from the console's API, on the version the console shows now. */
export const hostCommand = async (server: RunningServer, token: string, activityId: number, command: string) => {
  const opened = (await post(server, '/api/game/init', { activity_id: activityId }, token)) as {
    snapshot: { version: number };
  };
  const from_version = opened.snapshot.version;
  return post(server, '/api/game/switch', { activity_id: activityId, command, from_version }, token);
};
