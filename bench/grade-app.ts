import type http from 'node:http';
import { type GradeCommand, type GradeConsole, liveChannels } from '@app/contract';
import { benchCall } from './game-hall.js';
import type { GradeTarget } from './grade-run.js';
import { audienceScore, type Contest, judgeScore, type SeededGrade } from './grade-seed.js';
import { enterActivity } from './http-load.js';
import type { ServerProcess } from './server-process.js';

/**
 * The app's judge scoring as the run drives it: the host's commands on the version the console showed, the judges
 * opening their pages (h5/grade/judge) and submitting through their links (h5/grade/score), the audience entering
 * (h5/enter), opening theirs (h5/grade/audience) and scoring the contestant on stage (h5/grade/audienceScore). `phoneOf` learns each audience member's participant id → phone index as they
 * enter, so the scores they gave can be recomputed.
 */
export const appGrade = async (
  label: string,
  server: ServerProcess,
  agent: http.Agent,
  seeded: SeededGrade,
  contest: Contest,
) => {
  const { port } = server;
  const activity_id = seeded.activityId;
  let version = (await benchCall<GradeConsole>(port, '/api/grade/stage', { activity_id }, seeded.token)).stage.version;
  const command = async (name: GradeCommand, extra: Record<string, number> = {}) => {
    const res = await benchCall<{ applied: boolean; console: GradeConsole }>(
      port,
      '/api/grade/command',
      { activity_id, command: name, from_version: version, ...extra },
      seeded.token,
    );
    if (!res.applied) throw new Error(`grade/command ${name} was not applied at version ${version}`);
    version = res.console.stage.version;
  };
  const order = contest.contestants.map((c) => c.id);
  const itemIds = contest.items.map((i) => i.id);
  const phoneOf = new Map<number, number>();

  const target: GradeTarget = {
    label,
    server,
    channel: liveChannels.game(activity_id),
    order,
    judgeIds: contest.judges.map((j) => j.id),
    show: (contestantId) => command('show', { round_id: contest.roundId, contestant_id: contestantId }),
    reveal: () => command('reveal'),
    submit: (judge, at) => ({
      path: '/api/h5/grade/score',
      body: JSON.stringify({
        key: contest.judges[judge]!.key,
        contestant_id: order[at],
        ...judgeScore(judge, at, itemIds),
      }),
    }),
    open: async () => {
      for (const judge of contest.judges) await benchCall(port, '/api/h5/grade/judge', { key: judge.key });
    },
    seat: async (index) => {
      const { ticket, id } = await enterActivity(agent, port, seeded.code);
      await benchCall(port, '/api/h5/grade/audience', { ticket });
      phoneOf.set(id, index);
      return { ticket, id };
    },
    audiencePath: '/api/h5/grade/audienceScore',
    audienceBody: (ticket, at, phone) =>
      JSON.stringify({ ticket, round_id: contest.roundId, contestant_id: order[at], score: audienceScore(phone, at) }),
    warmPath: '/api/index/domainConfig',
  };
  return { target, phoneOf };
};
