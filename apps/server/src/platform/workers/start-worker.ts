import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the module at `url`. The server runs from TypeScript source under tsx, whose loader
 * a worker does not inherit on Node 20 (`--import tsx` in execArgv still fails on the .ts entry), so a .ts
 * module is started from a bootstrap that registers tsx first and then imports it.
 */
export const startWorker = (url: URL, workerData?: unknown) => {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData });
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
};
