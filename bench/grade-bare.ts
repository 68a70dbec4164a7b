import type http from 'node:http';
import { type GradeStage, liveChannels } from '@app/contract';
import { benchCall } from './game-hall.js';
import type { GradeTarget } from './grade-run.js';
import { audienceScore } from './grade-seed.js';
import { startServer } from './server-process.js';

/**
 * The bare live server (bench/bare-live-server.ts: Fastify and ws, no database) standing in for judge scoring: the
 * host's show broadcasts the stage with the contestant on it, a judge's submit marks the judge scored and answers,
 * the stage going out coalesced as the app's does, and an audience score is answered at once. The stage is shaped
 * as the app's, so the screen and the phones parse as much.
 */
export const bareGrade = async (agent: http.Agent, contestants: number, judges: number) => {
  const server = await startServer({ script: 'bench/bare-live-server.ts', env: {}, readyPath: '/ready', agent });
  const channel = liveChannels.game(1);
  const order = Array.from({ length: contestants }, (_, i) => i + 1);
  const judgeIds = Array.from({ length: judges }, (_, j) => j + 1);
  let version = 0;
  const stageOf = (contestantId: number): GradeStage => ({
    activity_id: 1,
    version,
    phase: 'scoring',
    round: { id: 1, name: '初赛', reveal: 'each' },
    contestant: {
      id: contestantId,
      name: `选手${contestantId}`,
      group_id: null,
      group_name: '',
      photo: '',
      description: '',
      values: {},
    },
    judges: judgeIds.map((id) => ({ id, name: `评委${id}`, title: '', state: 'missing' })),
    result: null,
    ranking: [],
    rule_text: '',
    groups: [],
  });

  const target: GradeTarget = {
    label: 'bare ws server',
    server,
    channel,
    order,
    judgeIds,
    open: async () => {},
    show: async (contestantId) => {
      version += 1;
      await benchCall(server.port, '/api/bare/switch', {
        channel,
        event: 'grade.stage',
        payload: stageOf(contestantId),
      });
    },
    reveal: async () => {},
    submit: (judge) => ({ path: '/api/bare/mark', body: JSON.stringify({ channel, judge_id: judgeIds[judge] }) }),
    seat: async (index) => ({ ticket: `bare-ticket-${String(index).padStart(8, '0')}`, id: index }),
    audiencePath: '/api/bare/answer',
    audienceBody: (ticket, at, phone) => JSON.stringify({ ticket, answer: [String(audienceScore(phone, at))] }),
    warmPath: '/ready',
  };
  return target;
};
