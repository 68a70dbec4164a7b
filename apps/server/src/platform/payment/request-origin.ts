import type { FastifyRequest } from 'fastify';

const firstOf = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() ?? '';

const hostPattern = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The scheme and host the caller used, so a pay link opens on the same site. Fastify reads them from
 * X-Forwarded-Proto/Host only when the peer is a trusted proxy (TRUST_PROXY); anything that is not a plain host
 * falls back to the request's own Host header.
 */
export const requestOrigin = (req: FastifyRequest) => {
  const scheme = req.protocol === 'https' ? 'https' : 'http';
  const host = [req.host, firstOf(req.headers.host)].find((h) => hostPattern.test(h)) ?? 'localhost';
  return `${scheme}://${host.toLowerCase()}`;
};
