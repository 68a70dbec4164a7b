import { contract, type InputOf, type LotteryCommand } from '@app/contract';
import type { makeCustomer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { activityOwner } from '../activity/index.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { lotteryPeople } from './lottery.table.js';

type Organiser = Awaited<ReturnType<typeof makeCustomer>>;
type Activity = Awaited<ReturnType<typeof makeActivity>>;
type PersonFields = Partial<Omit<typeof lotteryPeople.$inferInsert, 'id' | 'tenantId' | 'customerId' | 'activityId'>>;

/** A big-screen lottery of the organiser's, published for 30 days from the test clock unless a draft is asked for. */
export const makeLottery = (t: TestApp, organiser: Organiser, opts: { draft?: boolean } = {}) =>
  opts.draft ? makeActivity(t, organiser.customer, { kind: 5 }) : makeLiveActivity(t, organiser.customer, 5);

/** People on the list, written directly (imported, eligible, numbered 员工1…); answers their ids in order. */
export const addPeople = async (
  t: TestApp,
  activity: Activity,
  n: number,
  fields: (i: number) => PersonFields = () => ({}),
) => {
  const rows = await t.deps.db
    .insert(lotteryPeople)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ...activityOwner(activity),
        name: `员工${i + 1}`,
        source: 'imported' as const,
        ...fields(i),
      })),
    )
    .returning({ id: lotteryPeople.id });
  return rows.map((r) => r.id);
};

export const addTier = async (
  t: TestApp,
  organiser: Organiser,
  activityId: number,
  input: Omit<InputOf<typeof contract.lotteryNd.add>, 'activity_id'>,
) => {
  const res = await t.call(contract.lotteryNd.add, { activity_id: activityId, ...input }, { token: organiser.token });
  if (res.body.code !== 200) throw new Error(`tier not added: ${res.body.msg}`);
  return res.body.data;
};

type Extra = Omit<InputOf<typeof contract.lottery.command>, 'command' | 'from_version' | 'activity_id' | 'host_key'>;

/** A host command from the organiser's console, on the version the console shows now. */
export const lotteryCommand = async (
  t: TestApp,
  organiser: Organiser,
  activityId: number,
  command: LotteryCommand,
  extra: Extra = {},
) => {
  const auth = { token: organiser.token };
  const opened = await t.call(contract.lottery.stage, { activity_id: activityId }, auth);
  const version = opened.body.data.stage.version;
  return t.call(contract.lottery.command, { activity_id: activityId, command, from_version: version, ...extra }, auth);
};

/** Runs commands one after the other and answers the last console, failing on the first refusal. */
export const runCommands = async (
  t: TestApp,
  organiser: Organiser,
  activityId: number,
  steps: [LotteryCommand, Extra?][],
) => {
  let last: Awaited<ReturnType<typeof lotteryCommand>> | undefined;
  for (const [command, extra] of steps) {
    last = await lotteryCommand(t, organiser, activityId, command, extra);
    if (last.body.code !== 200) throw new Error(`${command} refused: ${last.body.msg}`);
  }
  return last!.body.data.console;
};
