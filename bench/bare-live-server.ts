/**
 * The floor the interactive-quiz and judge-scoring benches compare with: the same stack as the app (Fastify,
 * @fastify/websocket on `ws`) doing only the transport. /ws takes `subscribe` and answers `subscribed`; POST
 * /api/bare/switch broadcasts the event in its body to the channel's sockets (serialised once, as the app's hub does)
 * before it answers, and keeps it as the channel's stage; POST /api/bare/answer answers the envelope an answer gets;
 * POST /api/bare/mark marks a judge of the channel's stage as scored and answers, the stage going out through the
 * app's coalescer as a judge's score does (the first at once, then at the app's pace, read when it goes out).
 * No database behind any. Run as a child process by the benches (PORT, HOST).
 */
import { livePath } from '@app/contract';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import { gradeStageCoalesceMs } from '../apps/server/src/modules/grade/grade-stage-events.js';
import { eventCoalescer } from '../apps/server/src/platform/live/event-coalescer.js';

type Socket = { readyState: number; send: (text: string) => void; on: (e: string, f: (d: Buffer) => void) => void };
type Broadcast = { channel: string; event: string; payload: unknown };
type Stage = { event: string; payload: { judges?: { id: number; state: string }[] } };

const channels = new Map<string, Set<Socket>>();
const stages = new Map<string, Stage>();
const broadcast = ({ channel, event, payload }: Broadcast) => {
  const text = JSON.stringify({ type: 'event', channel, event, payload });
  for (const socket of channels.get(channel) ?? []) if (socket.readyState === 1) socket.send(text);
};
const marked = eventCoalescer<string, string>({
  everyMs: gradeStageCoalesceMs,
  merge: (_waiting, newer) => newer,
  send: async (channel) => {
    const stage = stages.get(channel);
    if (stage) broadcast({ channel, ...stage });
  },
  onError: (err) => console.error(err),
});
const app = Fastify({ logger: false });
await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

app.get(livePath, { websocket: true }, (socket: Socket) => {
  const mine = new Set<string>();
  socket.on('message', (data) => {
    const m = JSON.parse(data.toString()) as { type: string; channel: string };
    if (m.type !== 'subscribe') return;
    const sockets = channels.get(m.channel) ?? new Set<Socket>();
    sockets.add(socket);
    channels.set(m.channel, sockets);
    mine.add(m.channel);
    socket.send(JSON.stringify({ type: 'subscribed', channel: m.channel }));
  });
  socket.on('close', () => {
    for (const name of mine) channels.get(name)?.delete(socket);
  });
});

app.post('/ready', async () => ({ code: 200, msg: '', data: null }));
app.post('/api/bare/switch', async (req) => {
  const body = req.body as Broadcast;
  stages.set(body.channel, { event: body.event, payload: body.payload as Stage['payload'] });
  broadcast(body);
  return { code: 200, msg: '', data: { applied: true } };
});
app.post('/api/bare/mark', async (req) => {
  const { channel, judge_id } = req.body as { channel: string; judge_id: number };
  const judge = stages.get(channel)?.payload.judges?.find((j) => j.id === judge_id);
  if (judge) judge.state = 'scored';
  marked.push(channel, channel);
  return { code: 200, msg: '', data: { judge_id } };
});
app.post('/api/bare/answer', async (req) => {
  const { answer } = req.body as { answer: string[] };
  return { code: 200, msg: '', data: { received_at: new Date().toISOString(), elapsed_ms: answer.length } };
});

const stop = async () => {
  marked.stop();
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
