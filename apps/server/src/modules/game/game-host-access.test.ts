import { contract } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { organiserApp } from '../../test/organiser-app.js';
import { makeStaff } from '../access/role.factory.js';
import { makeLiveActivity } from '../activity/live-activity.factory.js';
import { joinGame, makeGame } from './game-play.factory.js';

const g = contract.game;

describe('who may host an interactive quiz', () => {
  const { t, organiser } = organiserApp();

  const init = (activityId: number, token = organiser.token) => t.call(g.init, { activity_id: activityId }, { token });

  describe('the host link', () => {
    it('hosts without logging in, and the old key stops working once a new one is issued or it is revoked', async () => {
      const { activity } = await makeGame(t, organiser);
      const key = (await init(activity.id)).body.data.host_key;
      const opened = await t.call(g.init, { host_key: key });
      expect(opened.body.data.snapshot.activity_id).toBe(activity.id);
      const moved = await t.call(g.switch, { host_key: key, command: 'start', from_version: 0 });
      expect(moved.body.data).toMatchObject({ applied: true, console: { snapshot: { phase: 'question' } } });

      const issued = await t.call(g.hostLink, { activity_id: activity.id }, { token: organiser.token });
      const fresh = issued.body.data.host_key;
      expect(fresh).not.toBe(key);
      expect((await t.call(g.init, { host_key: key })).body).toMatchObject({
        code: 400,
        msg: '主持链接已失效，请向主办方索取新链接',
      });
      expect((await t.call(g.init, { host_key: fresh })).body.code).toBe(200);

      const revoked = await t.call(g.hostLink, { activity_id: activity.id, revoke: true }, { token: organiser.token });
      expect(revoked.body.data.host_key).toBe('');
      expect((await t.call(g.init, { host_key: fresh })).body.error).toBe('GAME_HOST_KEY_INVALID');
      expect((await init(activity.id)).body.data.host_key).toBe('');
    });

    it('refuses a forged key, a key on another site, and a call with neither login nor key', async () => {
      const { activity } = await makeGame(t, organiser);
      const key = (await init(activity.id)).body.data.host_key;
      const forged = `${key.slice(0, -4)}AAAA`;
      expect((await t.call(g.switch, { host_key: forged, command: 'start', from_version: 0 })).body.error).toBe(
        'GAME_HOST_KEY_INVALID',
      );
      expect((await t.call(g.init, { host_key: key, activity_id: activity.id + 1 })).body.error).toBe(
        'GAME_HOST_KEY_INVALID',
      );
      expect((await t.call(g.init, {})).body).toMatchObject({ code: 400, msg: '请先登录或使用主持链接' });
      expect((await t.call(g.init, { activity_id: activity.id })).body).toMatchObject({ code: 500, msg: '请先登录' });
      expect((await init(activity.id)).body.data.snapshot.version).toBe(0);
    });
  });

  describe('ownership', () => {
    it("refuses every organiser call on another organiser's activity", async () => {
      const { activity } = await makeGame(t, organiser);
      const player = await joinGame(t, activity, '张三');
      const stranger = await makeCustomer(t);
      const players = (await t.call(g.joinUser, { activity_id: activity.id }, { token: organiser.token })).body.data;
      const id = activity.id;
      const calls = [
        t.call(g.init, { activity_id: id }, { token: stranger.token }),
        t.call(g.switch, { activity_id: id, command: 'start', from_version: 0 }, { token: stranger.token }),
        t.call(g.resetRound, { activity_id: id, from_version: 0 }, { token: stranger.token }),
        t.call(g.joinUser, { activity_id: id }, { token: stranger.token }),
        t.call(
          g.joinUserDel,
          { activity_id: id, player_ids: [players.list[0]!.id], mode: 'ban' },
          { token: stranger.token },
        ),
        t.call(g.hostLink, { activity_id: id }, { token: stranger.token }),
        t.call(
          contract.gameUserData.interactionExtraScore,
          { activity_id: id, player_id: players.list[0]!.id, score: 100 },
          { token: stranger.token },
        ),
      ];
      for (const res of await Promise.all(calls)) expect(res.body).toMatchObject({ code: 600, msg: '活动不存在' });
      const me = await t.call(g.me, { ticket: player.ticket });
      expect(me.body.data.me.score).toBe(0);
      expect(me.body.data.snapshot.phase).toBe('lobby');
    });

    it('refuses an activity of another kind', async () => {
      const quiz = await makeLiveActivity(t, organiser.customer, 1);
      expect((await init(quiz.id)).body.error).toBe('ACTIVITY_KIND_MISMATCH');
    });

    it('lets staff host with the activity page grant and refuses staff without it', async () => {
      const { activity } = await makeGame(t, organiser);
      const without = await makeStaff(t, organiser, { pages: ['user/user_order'] });
      const granted = await makeStaff(t, organiser, { pages: ['activity/manage'] });
      for (const res of [
        await init(activity.id, without.token),
        await t.call(
          g.switch,
          { activity_id: activity.id, command: 'start', from_version: 0 },
          { token: without.token },
        ),
        await t.call(g.hostLink, { activity_id: activity.id }, { token: without.token }),
      ]) {
        expect(res.body).toMatchObject({ code: 400, msg: '没有权限进行此操作' });
      }
      const res = await t.call(
        g.switch,
        { activity_id: activity.id, command: 'start', from_version: 0 },
        { token: granted.token },
      );
      expect(res.body.data.applied).toBe(true);
    });
  });
});
