import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === code;

const readSecret = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (isCode(err, 'ENOENT')) return '';
    throw err;
  }
};

/**
 * A random secret (32 bytes, hex) kept in the data folder under `name`, made on first start, so what was signed or
 * sealed before a restart still opens after it. Written exclusively: two processes starting together agree.
 */
export const persistedSecret = (dataDir: string, name: string) => {
  const file = path.join(dataDir, name);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (err) {
    if (isCode(err, 'EEXIST')) return readSecret(file);
    throw err;
  }
};
