import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.js';

/**
 * The offline default: each message goes to the server log and, as one JSON line
 * {phone, type, code or content, at}, to `$DATA_DIR/sms-outbox.jsonl`, where a person or a test reads it.
 */
export const outboxSmsSender = (dataDir: string, log: FastifyBaseLogger): SmsSender => {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  return {
    send: async (message) => {
      await mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({ ...message, at: new Date().toISOString() });
      await appendFile(file, `${line}\n`);
      log.info(message, 'sms written to outbox');
    },
  };
};
