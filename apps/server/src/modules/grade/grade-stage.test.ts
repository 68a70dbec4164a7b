import {
  contract,
  defaultGradeRule,
  describeGradeRule,
  type GradeCommand,
  type GradeStage,
  type InputOf,
  liveChannels,
} from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { makeLottery } from '../lottery/lottery-stage.factory.js';
import { addContestants, addItems, addJudges, addRound, makeGrade } from './grade.factory.js';
import { publishGradeStage } from './grade-stage.service.js';

const s = contract.gradeStage;
type Extra = Pick<InputOf<typeof s.command>, 'round_id' | 'contestant_id'>;
type Judge = { id: number; key: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the stage of judge scoring: console, host commands and the big screen', () => {
  const abroadHost = 'grade-stage-other.test';
  const { t, organiser, other, abroad } = organiserApp({ other: true, abroad: abroadHost });
  const as = (a: Account) => ({ token: a.token });

  const consoleOf = async (activityId: number, who: Account = organiser) =>
    (await t.call(s.stage, { activity_id: activityId }, as(who))).body.data;

  /** A command on the version the console shows now. */
  const command = async (activityId: number, name: GradeCommand, extra: Extra = {}) => {
    const version = (await consoleOf(activityId)).stage.version;
    return t.call(
      s.command,
      { activity_id: activityId, command: name, from_version: version, ...extra },
      as(organiser),
    );
  };
  const run = async (activityId: number, name: GradeCommand, extra: Extra = {}) => {
    const res = await command(activityId, name, extra);
    if (res.body.code !== 200) throw new Error(`${name} refused: ${res.body.msg}`);
    return res.body.data.console;
  };

  /** A judge's score from their phone: one value per item (two items of 0…10), or an abstention. */
  const score = async (judge: Judge, contestantId: number, given: [number, number] | 'abstain', itemIds: number[]) => {
    const res = await t.call(contract.gradePhone.score, {
      key: judge.key,
      contestant_id: contestantId,
      ...(given === 'abstain'
        ? { abstain: true }
        : { items: itemIds.map((item_id, i) => ({ item_id, score: given[i]! })) }),
    });
    if (res.body.code !== 200) throw new Error(`score refused: ${res.body.msg}`);
    return res.body.data;
  };

  /** A published activity with one round of two items, `n` contestants and `judges` judges. */
  const contest = async (n = 3, judges = 3) => {
    const activity = await makeGrade(t, organiser);
    const round = (await addRound(t, activity, '初赛'))!;
    const items = (await addItems(t, activity, round.id, [{ name: '音准' }, { name: '台风' }])).map((i) => i.id);
    const contestants = await addContestants(t, activity, round.id, n);
    const panel = await addJudges(t, activity, round.id, judges);
    const give = (judge: number, contestant: number, given: [number, number] | 'abstain') =>
      score(panel[judge]!, contestants[contestant]!.id, given, items);
    return { activity, round, contestants, judges: panel, give };
  };

  it("opens idle on the first round, with its judges waiting, every round's running order and the links", async () => {
    const { activity, round, contestants, judges } = await contest(3, 3);
    const final = (await addRound(t, activity, '决赛'))!;
    const finalists = await addContestants(t, activity, final.id, 2);
    const console = await consoleOf(activity.id);
    expect(console).toMatchObject({
      stage: {
        activity_id: activity.id,
        version: 0,
        phase: 'idle',
        round: { id: round.id, name: '初赛', reveal: 'each' },
        contestant: null,
        judges: judges.map((j) => ({ id: j.id, name: j.name, state: 'missing' })),
        result: null,
        ranking: [],
        rule_text: describeGradeRule(defaultGradeRule),
      },
      commands: ['show', 'ranking', 'finish'],
      rounds: [
        {
          id: round.id,
          name: '初赛',
          contestants: contestants.map((c) => ({ id: c.id, name: c.name, scored: 0, judges: 3, final: null })),
        },
        { id: final.id, name: '决赛', contestants: finalists.map((c) => ({ id: c.id, judges: 0, shown: false })) },
      ],
      flagged: [],
      scores: [],
      code: activity.code,
      screen_link: `/screen/grade/${activity.code}`,
      link: `/h5/${activity.code}`,
      title: activity.title,
    });
    expect(console.host_key).toMatch(/^[A-Za-z0-9_-]{24,64}$/);
  });

  it("puts the next contestant in the round's order on stage by default, and refuses after the last", async () => {
    const { activity, round, contestants } = await contest(3, 1);
    const final = (await addRound(t, activity, '决赛'))!;
    const [finalist] = await addContestants(t, activity, final.id, 1);
    const onStage = async (extra: Extra = {}) => (await run(activity.id, 'show', extra)).stage;

    expect(await onStage()).toMatchObject({ phase: 'scoring', version: 1, contestant: { id: contestants[0]!.id } });
    expect((await onStage()).contestant?.id).toBe(contestants[1]!.id);
    expect((await onStage()).contestant?.id).toBe(contestants[2]!.id);
    expect((await command(activity.id, 'show')).body).toMatchObject({ code: 400, msg: '本轮次已没有下一位选手' });
    expect((await consoleOf(activity.id)).rounds[0]!.contestants.map((c) => c.shown)).toEqual([true, true, true]);

    expect((await onStage({ contestant_id: contestants[0]!.id })).contestant?.id).toBe(contestants[0]!.id);
    expect((await onStage()).contestant?.id).toBe(contestants[1]!.id);
    const next = await onStage({ round_id: final.id });
    expect(next).toMatchObject({ round: { id: final.id, name: '决赛' }, contestant: { id: finalist!.id } });
    const console = await consoleOf(activity.id);
    expect(console.rounds.map((r) => r.contestants.map((c) => c.shown))).toEqual([[true, true, true], [true]]);

    const elsewhere = await makeGrade(t, organiser);
    const foreign = (await addRound(t, elsewhere, '别的轮次'))!;
    expect((await command(activity.id, 'show', { round_id: foreign.id })).body.error).toBe('GRADE_ROUND_NOT_FOUND');
    const wrongRound = { round_id: round.id, contestant_id: finalist!.id };
    expect((await command(activity.id, 'show', wrongRound)).body.error).toBe('GRADE_CONTESTANT_NOT_IN_ROUND');
    expect((await consoleOf(activity.id)).stage).toMatchObject({
      version: console.stage.version,
      round: { id: final.id },
    });
  });

  it("counts each judge's score of the contestant on stage, and reveals only once one has scored", async () => {
    const { activity, contestants, judges, give } = await contest(2, 3);
    await run(activity.id, 'show');
    expect((await command(activity.id, 'reveal')).body).toMatchObject({
      code: 400,
      msg: '还没有评委为该选手评分，不能亮分',
    });
    await give(0, 0, [8, 9]);
    await give(1, 0, 'abstain');
    await give(2, 1, [5, 5]);
    const scoring = await consoleOf(activity.id);
    expect(scoring.stage.judges.map((j) => j.state)).toEqual(['scored', 'abstained', 'missing']);
    expect(scoring.rounds[0]!.contestants.map((c) => [c.scored, c.judges])).toEqual([
      [2, 3],
      [1, 3],
    ]);
    expect(scoring.scores).toMatchObject([
      { judge_id: judges[0]!.id, judge_name: '评委1', total: 17, abstained: false, locked: true },
      { judge_id: judges[1]!.id, abstained: true, locked: true },
    ]);

    const revealed = await run(activity.id, 'reveal');
    expect(revealed.commands).toEqual(['show', 'ranking', 'finish']);
    expect(revealed.stage).toMatchObject({
      phase: 'revealed',
      contestant: { id: contestants[0]!.id },
      result: { contestant_id: contestants[0]!.id, final: 17, status: 'scored' },
      ranking: [],
    });
    expect(revealed.stage.result!.judges.map((j) => [j.judge_id, j.state, j.total])).toEqual([
      [judges[0]!.id, 'scored', 17],
      [judges[1]!.id, 'abstained', null],
      [judges[2]!.id, 'missing', null],
    ]);
    const next = await run(activity.id, 'show');
    expect(next.stage).toMatchObject({ phase: 'scoring', contestant: { id: contestants[1]!.id }, result: null });
  });

  it("keeps each judge's scores off the stage when the round reveals only the total", async () => {
    const { activity, round, give } = await contest(2, 2);
    const saved = await t.call(
      contract.gradeRound.saveSetting,
      { id: round.id, name: round.name, reveal: 'total' },
      as(organiser),
    );
    expect(saved.body.code).toBe(200);
    await run(activity.id, 'show');
    await give(0, 0, [6, 7]);
    await give(1, 0, [8, 9]);
    const revealed = (await run(activity.id, 'reveal')).stage;
    expect(revealed).toMatchObject({ round: { reveal: 'total' }, result: { final: 15, judges: [] } });
    const screen = (await t.call(s.screen, { code: activity.code! })).body.data.stage;
    expect(screen.result).toMatchObject({ final: 15, judges: [] });
    const ranked = (await run(activity.id, 'ranking')).stage;
    expect(ranked.ranking).toMatchObject([{ final: 15, judges: [] }]);
  });

  it('ranks the scored contestants of a round and keeps the ranking when the contest is finished', async () => {
    const { activity, round, contestants, give } = await contest(3, 2);
    await give(0, 0, [6, 6]);
    await give(1, 0, [6, 8]);
    await give(0, 1, [9, 9]);
    await give(1, 1, [9, 10]);
    const ranked = await run(activity.id, 'ranking');
    expect(ranked).toMatchObject({ stage: { phase: 'ranking', round: { id: round.id }, result: null } });
    expect(ranked.commands).toEqual(['show', 'finish']);
    expect(ranked.stage.ranking.map((l) => [l.contestant_id, l.rank, l.final])).toEqual([
      [contestants[1]!.id, 1, 18.5],
      [contestants[0]!.id, 2, 13],
    ]);
    expect(ranked.rounds[0]!.contestants.map((c) => c.final)).toEqual([13, 18.5, null]);

    const finished = await run(activity.id, 'finish');
    expect(finished.stage).toMatchObject({ phase: 'finished', ranking: ranked.stage.ranking });
    expect(finished.commands).toEqual(['show']);

    const final = (await addRound(t, activity, '决赛'))!;
    await run(activity.id, 'show');
    const other = await run(activity.id, 'ranking', { round_id: final.id });
    expect(other.stage).toMatchObject({ round: { id: final.id }, contestant: null, ranking: [] });
  });

  it('refuses a command the phase does not take, naming it', async () => {
    const { activity } = await contest(1, 1);
    expect((await command(activity.id, 'reveal')).body).toMatchObject({
      error: 'GRADE_COMMAND_OUT_OF_ORDER',
      msg: '当前环节不能进行此操作：亮分',
    });
    await run(activity.id, 'ranking');
    expect((await command(activity.id, 'reveal')).body.error).toBe('GRADE_COMMAND_OUT_OF_ORDER');
    await run(activity.id, 'finish');
    expect((await command(activity.id, 'ranking')).body.msg).toBe('当前环节不能进行此操作：显示排名');
    expect((await command(activity.id, 'finish')).body.error).toBe('GRADE_COMMAND_OUT_OF_ORDER');
    expect((await consoleOf(activity.id)).stage.phase).toBe('finished');
  });

  it('moves one step for a double press, and answers a stale version with the console as it is', async () => {
    const { activity, contestants } = await contest(3, 1);
    const press = () =>
      t.call(s.command, { activity_id: activity.id, command: 'show', from_version: 0 }, as(organiser));
    const [a, b] = await Promise.all([press(), press()]);
    expect([a.body.data.applied, b.body.data.applied].sort()).toEqual([false, true]);
    const stale = await press();
    expect(stale.body.data).toMatchObject({
      applied: false,
      console: { stage: { version: 1, phase: 'scoring', contestant: { id: contestants[0]!.id } } },
    });
    expect((await consoleOf(activity.id)).rounds[0]!.contestants.map((c) => c.shown)).toEqual([true, false, false]);
  });

  it('flags a judge far from the others to the host', async () => {
    const { activity, judges, give } = await contest(1, 4);
    await run(activity.id, 'show');
    await give(0, 0, [9, 9]);
    await give(1, 0, [9, 8]);
    await give(2, 0, [9, 9]);
    await give(3, 0, [1, 1]);
    expect((await consoleOf(activity.id)).flagged).toEqual([{ judge_id: judges[3]!.id, name: '评委4', total: 2 }]);
  });

  it('lets the host link drive the stage until it is renewed or revoked, and only for judge scoring', async () => {
    const { activity } = await contest(2, 1);
    const key = (await consoleOf(activity.id)).host_key;
    expect((await t.call(s.stage, { host_key: key })).body.data.stage).toMatchObject({ activity_id: activity.id });
    const moved = await t.call(s.command, { host_key: key, command: 'show', from_version: 0 });
    expect(moved.body.data).toMatchObject({ applied: true, console: { stage: { phase: 'scoring' } } });

    const fresh = (await t.call(s.hostLink, { activity_id: activity.id }, as(organiser))).body.data.host_key;
    expect(fresh).not.toBe(key);
    expect((await t.call(s.stage, { host_key: key })).body.error).toBe('GAME_HOST_KEY_INVALID');
    expect((await t.call(s.stage, { host_key: fresh })).body.code).toBe(200);
    const revoked = await t.call(s.hostLink, { activity_id: activity.id, revoke: true }, as(organiser));
    expect(revoked.body.data.host_key).toBe('');
    expect((await t.call(s.stage, { host_key: fresh })).body.error).toBe('GAME_HOST_KEY_INVALID');

    const lottery = await makeLottery(t, organiser);
    const lotteryKey = (await t.call(contract.lottery.stage, { activity_id: lottery.id }, as(organiser))).body.data
      .host_key;
    expect((await t.call(s.stage, { host_key: lotteryKey })).body.error).toBe('ACTIVITY_KIND_MISMATCH');
    expect((await t.call(s.command, { host_key: lotteryKey, command: 'finish', from_version: 0 })).body.error).toBe(
      'ACTIVITY_KIND_MISMATCH',
    );
    expect((await t.call(s.stage, { activity_id: lottery.id }, as(organiser))).body.error).toBe(
      'ACTIVITY_KIND_MISMATCH',
    );
  });

  it("refuses another organiser's activity and a caller with neither login nor key", async () => {
    const { activity } = await contest(1, 1);
    expect((await t.call(s.stage, { activity_id: activity.id }, as(other))).body.error).toBe('ACTIVITY_NOT_FOUND');
    const theirs = { activity_id: activity.id, command: 'finish', from_version: 0 };
    expect((await t.call(s.command, theirs, as(other))).body.error).toBe('ACTIVITY_NOT_FOUND');
    expect((await t.call(s.hostLink, { activity_id: activity.id }, as(other))).body.error).toBe('ACTIVITY_NOT_FOUND');
    expect((await t.call(s.stage, {})).body).toMatchObject({ code: 400, msg: '请先登录或使用主持链接' });
    expect((await t.call(s.stage, { activity_id: activity.id })).body).toMatchObject({ code: 500, msg: '请先登录' });
    expect((await consoleOf(activity.id)).stage.phase).toBe('idle');
  });

  it("shows the hall the stage and the screen's look by the code of a published activity alone", async () => {
    const { activity, round } = await contest(2, 2);
    const idle = (await t.call(s.screen, { code: activity.code! })).body.data;
    expect(idle).toMatchObject({
      activity_id: activity.id,
      title: activity.title,
      code: activity.code,
      link: `/h5/${activity.code}`,
      page: { title: '', theme_color: '#1F4E9E', show_ranking: true, ranking_size: 10 },
      stage: { phase: 'idle', round: { id: round.id }, judges: [{ state: 'missing' }, { state: 'missing' }] },
    });
    await t.call(
      contract.gradeActivity.saveBsPhoneConfig,
      { activity_id: activity.id, page_type: 'screen', config: { title: '歌手大赛', theme_color: '#AA0000' } },
      as(organiser),
    );
    await run(activity.id, 'show');
    const shown = (await t.call(s.screen, { code: activity.code! })).body.data;
    expect(shown).toMatchObject({ title: '歌手大赛', page: { theme_color: '#AA0000' }, stage: { phase: 'scoring' } });

    expect((await t.call(s.screen, { code: 'NOSUCHCODE1' })).body.msg).toBe('活动不存在或已下线');
    const lottery = await makeLottery(t, organiser);
    expect((await t.call(s.screen, { code: lottery.code! })).body.error).toBe('H5_ACTIVITY_UNAVAILABLE');
    // A draft is the rehearsal: its screen opens too.
    const draft = await makeActivity(t, organiser.customer, { kind: 6 });
    expect((await t.call(s.screen, { code: draft.code! })).body.code).toBe(200);
    const theirs = await makeGrade(t, abroad);
    expect((await t.call(s.screen, { code: theirs.code! })).body.error).toBe('H5_ACTIVITY_UNAVAILABLE');
    expect((await t.call(s.screen, { code: theirs.code! }, { host: abroadHost })).body.code).toBe(200);
  });

  it('publishes the whole stage after each command, and coalesces the stage a burst of scores sends', async () => {
    const { activity, judges, give } = await contest(1, 3);
    const heard: GradeStage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.game(activity.id), (m) => {
      if (m.event === 'grade.stage') heard.push(m.payload as GradeStage);
    });
    try {
      await run(activity.id, 'show');
      expect(heard.map((h) => [h.phase, h.version])).toEqual([['scoring', 1]]);

      // Each stored score tells the stage: the screen hears the judges' progress without a command.
      await give(0, 0, [8, 8]);
      await give(1, 0, [7, 7]);
      await give(2, 0, 'abstain');
      await vi.waitFor(() =>
        expect(heard.at(-1)!.judges.map((j) => j.state)).toEqual(['scored', 'scored', 'abstained']),
      );
      await sleep(400);
      // A burst is coalesced: the first at once, the rest in one more.
      const from = heard.length;
      for (let i = 0; i < 5; i++) publishGradeStage(t.deps, activity);
      await vi.waitFor(() => expect(heard).toHaveLength(from + 2));
      await sleep(400);
      expect(heard).toHaveLength(from + 2);

      await run(activity.id, 'reveal');
      expect(heard.at(-1)).toMatchObject({ phase: 'revealed', version: 2, result: { final: 15 } });
      expect(heard.at(-1)!.judges.map((j) => j.id)).toEqual(judges.map((j) => j.id));
    } finally {
      stop();
    }
  });

  it('publishes the stage after an unlock and after scores are deleted, so the screen never shows a removed score', async () => {
    const { activity, give } = await contest(1, 2);
    const heard: GradeStage[] = [];
    const stop = t.deps.bus.subscribe(liveChannels.game(activity.id), (m) => {
      if (m.event === 'grade.stage') heard.push(m.payload as GradeStage);
    });
    try {
      await run(activity.id, 'show');
      const first = await give(0, 0, [8, 8]);
      await give(1, 0, [6, 6]);
      await vi.waitFor(() => expect(heard.at(-1)!.judges.map((j) => j.state)).toEqual(['scored', 'scored']));
      await sleep(300);

      const before = heard.length;
      const unlocked = await t.call(contract.grade.unlock, { score_id: first.id, reason: '误触' }, as(organiser));
      expect(unlocked.body.code).toBe(200);
      await vi.waitFor(() => expect(heard.length).toBeGreaterThan(before));
      await sleep(300);

      const deleted = await t.call(
        contract.gradeUserData.judgesScoreDelete,
        { activity_id: activity.id, ids: [first.id] },
        as(organiser),
      );
      expect(deleted.body.data).toEqual({ deleted: 1 });
      await vi.waitFor(() => expect(heard.at(-1)!.judges.map((j) => j.state)).toEqual(['missing', 'scored']));
    } finally {
      stop();
    }
  });
});
