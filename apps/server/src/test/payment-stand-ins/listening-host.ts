import type { AddressInfo } from 'node:net';
import type { TestApp } from '../test-app.js';

/**
 * Puts the test app on a real port, since stand-ins post notifications over HTTP, and answers the host to call it
 * with: pay links and notify URLs are built from the caller's host.
 */
export const listeningHost = async (t: TestApp) => {
  await t.app.listen({ host: 'localhost', port: 0 });
  return `localhost:${(t.app.server.address() as AddressInfo).port}`;
};
