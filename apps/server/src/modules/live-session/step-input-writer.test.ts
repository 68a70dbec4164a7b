import { activityKind } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hostCommand, joinGame, makeGame } from '../game/game-play.factory.js';
import { liveSessionPlayers } from './live-session.table.js';
import { liveSessionEngine } from './live-session-engine.js';
import { type StepInput, stepInputWriter } from './step-input-writer.js';

/** A kind's own input, as a buzzer's press would be: the first press of each seat per step counts. */
type Buzz = StepInput & { note: string };

describe("a kind's own inputs to the shown step", () => {
  let t: TestApp;
  let organiser: Awaited<ReturnType<typeof makeCustomer>>;
  const pressed: { playerId: number; stepIndex: number; note: string }[] = [];
  let buzzes: ReturnType<typeof stepInputWriter<Buzz, { order: number }>>;

  beforeAll(async () => {
    t = await createTestApp();
    organiser = await makeCustomer(t);
    const engine = liveSessionEngine(t.deps, { kinds: [activityKind.siteInteraction], steps: async () => [] });
    buzzes = stepInputWriter<Buzz, { order: number }>(
      t.deps,
      engine.events,
      async (_tx, session, accepted, outcomes) => {
        for (const { item, at, player } of accepted) {
          if (pressed.some((p) => p.playerId === player.id && p.stepIndex === session.stepIndex)) continue;
          pressed.push({ playerId: player.id, stepIndex: session.stepIndex, note: item.note });
          outcomes[at] = { ok: true, value: { order: pressed.length } };
        }
      },
    );
  });
  afterAll(() => t.close());

  const participantOf = async (nickname: string) =>
    (
      await t.deps.db
        .select({ id: liveSessionPlayers.participantId })
        .from(liveSessionPlayers)
        .where(eq(liveSessionPlayers.nickname, nickname))
    )[0]!.id;
  const buzz = (activityId: number, participantId: number, stepIndex: number, note: string) =>
    buzzes.submit({ activityId, participantId, stepIndex, receivedAt: t.clock.now(), note });

  it('takes them only from a seat, to the shown step, while it takes answers; a second one of a seat is refused', async () => {
    const { activity } = await makeGame(t, organiser, { seconds: 10 });
    await joinGame(t, activity, '抢答甲');
    await joinGame(t, activity, '抢答乙');
    const [first, second] = [await participantOf('抢答甲'), await participantOf('抢答乙')];
    await expect(buzz(activity.id, first, 0, 'lobby')).rejects.toMatchObject({ errorName: 'GAME_NOT_STARTED' });

    await hostCommand(t, organiser.token, activity.id, 'start');
    await expect(buzz(activity.id, first, 0, 'first')).resolves.toEqual({ order: 1 });
    await expect(buzz(activity.id, second, 0, 'second')).resolves.toEqual({ order: 2 });
    await expect(buzz(activity.id, first, 0, 'again')).rejects.toMatchObject({ errorName: 'GAME_ALREADY_ANSWERED' });
    await expect(buzz(activity.id, first, 1, 'ahead')).rejects.toMatchObject({ errorName: 'GAME_WRONG_STEP' });
    await expect(buzz(activity.id, 999_999, 0, 'stranger')).rejects.toMatchObject({ errorName: 'GAME_NOT_JOINED' });

    t.clock.advance(11_000);
    await hostCommand(t, organiser.token, activity.id, 'next');
    t.clock.advance(11_000);
    await expect(buzz(activity.id, second, 1, 'late')).rejects.toMatchObject({ errorName: 'GAME_STEP_CLOSED' });
    expect(pressed.map((p) => p.note)).toEqual(['first', 'second']);
  });
});
