import { type Candidate, contract, type voteSettingsSchema } from '@app/contract';
import type { z } from 'zod';
import type { TestApp } from '../../test/test-app.js';
import type { ActivityFields } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';

/** Settings as a form would send them: anything left out reads as its default. */
export type VoteSettingsPatch = z.input<typeof voteSettingsSchema>;

/** A published kind-4 vote open for 30 days; `vote` is saved as given, reading fills in the defaults. */
export const makeLiveVote = (
  t: TestApp,
  owner: { tenantId: number; id: number },
  vote: VoteSettingsPatch = {},
  fields: ActivityFields = {},
) => makeLiveActivity(t, owner, 4, { form: 'vote', vote }, fields);

/** `n` shown, approved candidates entered by the organiser, numbered in order ('选手 1'…). */
export const makeCandidates = async (t: TestApp, token: string, activityId: number, n: number) => {
  const made: Candidate[] = [];
  for (let i = 1; i <= n; i += 1) {
    const res = await t.call(contract.vote.add, { activity_id: activityId, name: `选手 ${i}` }, { token });
    if (res.body.code !== 200) throw new Error(`could not add a candidate: ${res.body.msg}`);
    made.push(res.body.data);
  }
  return made;
};
