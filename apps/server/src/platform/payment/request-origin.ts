import type { FastifyRequest } from 'fastify';

const firstOf = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() ?? '';

const hostPattern = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The scheme and host the caller used, as a proxy in front of us reports them, so a pay link opens on
 * the same site. Anything that is not a plain host falls back to the request's own.
 */
export const requestOrigin = (req: FastifyRequest) => {
  const proto = firstOf(req.headers['x-forwarded-proto']).toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : req.protocol;
  const forwarded = firstOf(req.headers['x-forwarded-host']);
  const host = [forwarded, firstOf(req.headers.host)].find((h) => hostPattern.test(h)) ?? 'localhost';
  return `${scheme}://${host.toLowerCase()}`;
};
