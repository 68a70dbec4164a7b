import type http from 'node:http';
import { gameLimits, type SessionConsole } from '@app/contract';
import { enterActivity } from './http-load.js';
import type { SeededGame } from './interactive-seed.js';

/** A call the phones do not measure (seating, hosting): its data, or it throws with the message. */
export const benchCall = async <T>(port: number, route: string, body: unknown, token = '') => {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${route}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
};

/**
 * The host of a seeded quiz: one round of its questions at the longest step (so a slow run is measured rather
 * than cut off by the deadline), and host commands on the version the console shows.
 */
export const hostGame = async (port: number, game: SeededGame) => {
  const activity = { activity_id: game.activityId };
  const round = { ...activity, name: '第一轮', question_ids: game.questionIds, seconds: gameLimits.secondsMax };
  await benchCall(port, '/api/game/roundAdd', round, game.token);
  let version = (await benchCall<SessionConsole>(port, '/api/game/init', activity, game.token)).snapshot.version;
  return async (name: string) => {
    const res = await benchCall<{ applied: boolean; console: SessionConsole }>(
      port,
      '/api/game/switch',
      { ...activity, command: name, from_version: version },
      game.token,
    );
    if (!res.applied) throw new Error(`game/switch ${name} was not applied at version ${version}`);
    version = res.console.snapshot.version;
  };
};

/** Seats phone `index` as a phone does: a signed device, h5/enter, game/join with a nickname. */
export const seatPhone = (agent: http.Agent, port: number, game: SeededGame) => async (index: number) => {
  const { ticket } = await enterActivity(agent, port, game.code);
  const joined = await benchCall<{ me: { player_id: number } }>(port, '/api/game/join', {
    ticket,
    nickname: `玩家${index}`,
  });
  return { ticket, id: joined.me.player_id };
};
