/**
 * The floor the interactive-quiz bench compares with: the same stack as the app (Fastify, @fastify/websocket on
 * `ws`) doing only the transport. /ws takes `subscribe` and answers `subscribed`; POST /api/bare/switch
 * broadcasts the event in its body to the channel's sockets (serialised once, as the app's hub does) before it
 * answers; POST /api/bare/answer answers the envelope an answer gets, with no database behind either.
 * Run as a child process by bench/interactive.bench.ts (PORT, HOST).
 */
import { livePath } from '@app/contract';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';

type Socket = { readyState: number; send: (text: string) => void; on: (e: string, f: (d: Buffer) => void) => void };
type Broadcast = { channel: string; event: string; payload: unknown };

const channels = new Map<string, Set<Socket>>();
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
  const { channel, event, payload } = req.body as Broadcast;
  const text = JSON.stringify({ type: 'event', channel, event, payload });
  for (const socket of channels.get(channel) ?? []) if (socket.readyState === 1) socket.send(text);
  return { code: 200, msg: '', data: { applied: true } };
});
app.post('/api/bare/answer', async (req) => {
  const { answer } = req.body as { answer: string[] };
  return { code: 200, msg: '', data: { received_at: new Date().toISOString(), elapsed_ms: answer.length } };
});

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
