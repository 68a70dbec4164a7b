import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { percentile } from './bench-database.js';

export type LoadResult = {
  ok: number;
  failed: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  firstError: string;
};

/**
 * POSTs a JSON body to 127.0.0.1 as the site `localhost`; answers the status and the body's text. `onSocket` is
 * called when the agent gives the request a connection (the wait for one is the client's, not the server's).
 */
export const postJson = (
  agent: http.Agent,
  port: number,
  path: string,
  body: string,
  onSocket?: (req: http.ClientRequest) => void,
) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (onSocket) req.once('socket', () => onSocket(req));
    req.end(body);
  });

/**
 * postJson, sent once more when a kept-alive connection turns out closed before any answer (the server closes one
 * left idle for its keep-alive timeout just as the request goes out), as a browser does.
 */
export const postJsonRetried = async (
  agent: http.Agent,
  port: number,
  path: string,
  body: string,
  onSocket?: (req: http.ClientRequest) => void,
) => {
  let reused = false;
  const send = () =>
    postJson(agent, port, path, body, (req) => {
      reused = req.reusedSocket;
      onSocket?.(req);
    });
  try {
    return await send();
  } catch (err) {
    if (reused && (err as NodeJS.ErrnoException).code === 'ECONNRESET') return send();
    throw err;
  }
};

/** The device string the server signs for a phone of activity `code` (on-site kinds seat only signed devices). */
export const signedDevice = async (agent: http.Agent, port: number, code: string) => {
  const res = JSON.parse((await postJson(agent, port, '/api/noBanned/getUniqStr', JSON.stringify({ code }))).text) as {
    code: number;
    msg: string;
    data: { uniq: string };
  };
  if (res.code !== 200) throw new Error(`getUniqStr: ${res.msg}`);
  return res.data.uniq;
};

/** A phone's entry to activity `code` as a phone makes it: a signed device, then h5/enter; answers its ticket and id. */
export const enterActivity = async (agent: http.Agent, port: number, code: string) => {
  const body = JSON.stringify({ code, device_id: await signedDevice(agent, port, code) });
  const entered = JSON.parse((await postJson(agent, port, '/api/h5/enter', body)).text) as {
    code: number;
    msg: string;
    data: { ticket: string; id: number };
  };
  if (entered.code !== 200) throw new Error(`h5/enter: ${entered.msg}`);
  return entered.data;
};

/**
 * Keeps `concurrency` requests in flight over keep-alive connections for `seconds` (or until `bodyAt` has no
 * more to send), like autocannon: answers requests per second and the latency of the successful ones.
 * A success is HTTP 200 with the envelope's code 200.
 */
export const httpLoad = async (opts: {
  port: number;
  path: string;
  seconds: number;
  concurrency: number;
  bodyAt: (n: number) => string | null;
}): Promise<LoadResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const times: number[] = [];
  let failed = 0;
  let firstError = '';
  let next = 0;
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const body = opts.bodyAt(next++);
      if (body === null) return;
      const t0 = performance.now();
      const res = await postJson(agent, opts.port, opts.path, body);
      const elapsed = performance.now() - t0;
      if (res.status === 200 && (JSON.parse(res.text) as { code: number }).code === 200) times.push(elapsed);
      else {
        failed += 1;
        firstError ||= `${res.status} ${res.text.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const wall = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    ok: times.length,
    failed,
    perSecond: times.length / wall,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    firstError,
  };
};

/** The ceiling on this machine: one JSON POST route answering the envelope and nothing else, through httpLoad. */
export const bareRoute = async (opts: { seconds: number; concurrency: number; body: string }) => {
  const app = Fastify({ logger: false });
  app.post('/echo', async (req) => ({ code: 200, msg: '', data: { size: Object.keys(req.body as object).length } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const port = (app.server.address() as AddressInfo).port;
    return await httpLoad({ ...opts, port, path: '/echo', bodyAt: () => opts.body });
  } finally {
    await app.close();
  }
};

/**
 * Prints each case's rate and latency, its share of the bare route's rate, and the first error of every case that
 * had failures; answers whether any had.
 */
export const reportAgainstBare = (results: [string, LoadResult][], barePerSecond: number) => {
  console.table(
    results.map(([name, r]) => ({
      case: name,
      'req/s': Math.round(r.perSecond),
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'p99 ms': r.p99.toFixed(1),
      ok: r.ok,
      failed: r.failed,
      'of bare': `${((100 * r.perSecond) / barePerSecond).toFixed(1)}%`,
    })),
  );
  const failures = results.filter(([, r]) => r.failed > 0);
  for (const [name, r] of failures) console.log(`${name}: ${r.failed} failed, first: ${r.firstError}`);
  return failures.length > 0;
};
