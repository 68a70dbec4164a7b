import { pipeline, Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';

/** What to do with one request for an uploaded file: refuse it, count what it is sent, or neither. */
export type UploadAdmission = { refuse: AppError } | { count: (bytes: number) => void } | null;

/** Decides for each request of an uploaded file, by its storage key; traffic metering plugs in here. */
export type UploadMeter = (fileKey: string, req: FastifyRequest) => UploadAdmission | Promise<UploadAdmission>;

const keyOf = (url: string, prefix: string) => {
  const raw = (url.split('?')[0] ?? '').slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * Lets `meter` refuse a file before it is read, and counts the bytes actually handed to the connection: a
 * video the player drops after a few seconds counts what was sent, not its length. Counting is a pass-through
 * stream per response; nothing waits for a database.
 */
export const installUploadMeter = (scope: FastifyInstance, meter: UploadMeter, prefix: string) => {
  const counters = new WeakMap<FastifyRequest, (bytes: number) => void>();
  scope.addHook('onRequest', async (req, reply) => {
    const admission = await meter(keyOf(req.url, prefix), req);
    if (!admission) return;
    if ('refuse' in admission) {
      return reply.code(admission.refuse.http).header('cache-control', 'no-store').send(admission.refuse.toEnvelope());
    }
    counters.set(req, admission.count);
  });
  scope.addHook('onSend', async (req, _reply, payload) => {
    const count = counters.get(req);
    if (!count || !(payload instanceof Readable)) return payload;
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    counter.once('close', () => count(bytes));
    // Errors end both streams; the reply reports them, so the callback has nothing left to do.
    return pipeline(payload, counter, () => {});
  });
};
