import type { FastifyInstance } from 'fastify';

/**
 * What the pages may load. Scripts only from this origin (the build emits no inline script, and the web app runs
 * zod without its eval-compiled parsers). Styles also inline: antd writes its CSS-in-JS into <style> tags at run
 * time and components set style attributes, and the sandbox checkout carries its own <style>. Images, audio and
 * video may come from https addresses an organiser or the site's settings give (covers, banners, question media),
 * and from data:/blob: URLs the pages make themselves (QR codes, posters, previews). The customer-service frame may
 * be this site's /kf-chat or a service the site configures; only this origin may frame the pages.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  // Older in-app browsers ignore frame-ancestors; this says the same to them.
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Every answer (pages, files, API envelopes, errors) carries the security headers unless a route set its own. */
export const installSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
};
