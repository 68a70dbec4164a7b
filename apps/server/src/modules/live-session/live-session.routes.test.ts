import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { organiserApp } from '../../test/organiser-app.js';
import { makeActivity } from '../activity/activity.factory.js';
import { makeGame } from '../game/game-play.factory.js';
import { makeLottery } from '../lottery/lottery-stage.factory.js';

const { hostKind } = contract.liveSession;

describe('which console a host opens', () => {
  const { t, organiser, other } = organiserApp({ other: true });
  const as = () => ({ token: organiser.token });

  it('answers the kind of the organiser’s on-site activity, or of a host link’s', async () => {
    const lottery = await makeLottery(t, organiser);
    expect((await t.call(hostKind, { activity_id: lottery.id }, as())).body.data).toEqual({ kind: 5 });
    const { activity: quiz } = await makeGame(t, organiser);
    expect((await t.call(hostKind, { activity_id: quiz.id }, as())).body.data).toEqual({ kind: 3 });
    const key = (await t.call(contract.lottery.stage, { activity_id: lottery.id }, as())).body.data.host_key;
    expect((await t.call(hostKind, { host_key: key })).body.data).toEqual({ kind: 5 });
  });

  it('refuses someone else’s activity, an online kind, a made-up host link and no host at all', async () => {
    const theirs = await makeLottery(t, other);
    expect((await t.call(hostKind, { activity_id: theirs.id }, as())).body.error).toBe('ACTIVITY_NOT_FOUND');
    const online = await makeActivity(t, organiser.customer, { kind: 1 });
    expect((await t.call(hostKind, { activity_id: online.id }, as())).body.error).toBe('ACTIVITY_KIND_MISMATCH');
    const forged = await t.call(hostKind, { host_key: 'x'.repeat(43) });
    expect(forged.body.error).toBe('GAME_HOST_KEY_INVALID');
    expect((await t.call(hostKind, {})).body).toMatchObject({ code: 400, msg: '请先登录或使用主持链接' });
  });
});
