import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { installUploadMeter, type UploadMeter } from './upload-meter.js';

export type WebFilesOptions = { webDist: string; dataDir: string };

/** Build assets carry a content hash in their name: any cache may keep them a year without asking again. */
export const assetCacheControl = 'public, max-age=31536000, immutable';
/** Pages and unhashed files change with a deploy: caches keep them but revalidate (ETag, Last-Modified) each time. */
export const pageCacheControl = 'no-cache';
const uploadMaxAgeMs = 86_400_000;

const assetsPrefix = '/assets/';
const uploadsPrefix = '/uploads/';
/** The live pages (phones, big screens, host links) have an entry of their own, without the back-office. */
// Lower case: matched against the lower-cased path.
const livePrefixes = ['/h5/', '/screen/', '/activity/votescreen'];

/**
 * Uploaded files, and the built web app for every other path that is not the API (so deep links work): live.html
 * for the live pages, index.html for the rest. The build
 * writes .br and .gz beside each text file; the one the request's Accept-Encoding prefers is sent (br, then gzip,
 * else the file itself), with Vary: Accept-Encoding.
 */
export const serveWebFiles = async (app: FastifyInstance, opts: WebFilesOptions, meter?: UploadMeter) => {
  const uploads = path.join(opts.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  // Its own scope, so the meter's hooks run for uploads only.
  await app.register(async (scope) => {
    if (meter) installUploadMeter(scope, meter, uploadsPrefix);
    // Uploads get a random name and are never rewritten, but one can be taken down: a day's cache, not immutable.
    await scope.register(fastifyStatic, {
      root: uploads,
      prefix: uploadsPrefix,
      decorateReply: false,
      maxAge: uploadMaxAgeMs,
    });
  });

  const assets = path.join(opts.webDist, 'assets') + path.sep;
  const hasWeb = existsSync(path.join(opts.webDist, 'index.html'));
  const hasLive = existsSync(path.join(opts.webDist, 'live.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assets) ? assetCacheControl : pageCacheControl);
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const pathName = req.url.split('?')[0] ?? '';
    const lower = pathName.toLowerCase();
    // A missing file is a 404, never the app's page: a script tag given HTML fails without saying why.
    const isFile = lower.startsWith(assetsPrefix) || lower.startsWith(uploadsPrefix);
    if (lower.startsWith('/api') || isFile || !hasWeb || req.method !== 'GET') {
      const missing = new AppError('ROUTE_NOT_FOUND', `接口不存在：${pathName.slice(0, 200)}`);
      return reply.status(404).send(missing.toEnvelope());
    }
    const live = hasLive && livePrefixes.some((prefix) => lower.startsWith(prefix));
    return reply.sendFile(live ? 'live.html' : 'index.html', opts.webDist);
  });
};
