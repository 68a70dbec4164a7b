import { type DataOf, type Endpoint, type FileAnswer, fileAnswerSchema, type ParsedInputOf } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.js';
import { AppError } from './errors.js';
import { type Authenticator, type CurrentUser, holdsGrant, type Tenant } from './request-context.js';
import { readMultipart, type UploadedFile } from './upload-body.js';
import { parseInput } from './validation.js';

export type HandlerContext<E extends Endpoint, U> = {
  input: ParsedInputOf<E>;
  tenant: Tenant;
  user: U;
  ip: string;
  userAgent: string;
  file: UploadedFile | undefined;
  req: FastifyRequest;
  reply: FastifyReply;
};

type UserFor<E extends Endpoint> = E['auth'] extends 'user' | 'popup' ? CurrentUser : CurrentUser | null;

export type RouteOptions = { authenticate: Authenticator; validateResponses: boolean };

const identify = async (req: FastifyRequest, e: Endpoint, authenticate: Authenticator, tenant: Tenant) => {
  const header = req.headers.token;
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token) {
    if (e.auth === 'user') throw new AppError('AUTH_NOT_LOGGED_IN');
    if (e.auth === 'popup') throw new AppError('AUTH_LOGIN_REQUIRED');
    return null;
  }
  if (e.auth === 'public') return null;
  const user = await authenticate(token, tenant);
  if (!user && e.auth !== 'optional') throw new AppError('AUTH_SESSION_EXPIRED');
  return user;
};

/** Refused before the input is read, so a staff account learns nothing about calls its role withholds. */
const checkGrant = (e: Endpoint, user: CurrentUser | null) => {
  if (e.grant && user && !holdsGrant(user, e.grant)) throw new AppError('AUTH_FORBIDDEN');
};

/** RFC 5987 encoding: encodeURIComponent leaves ' ( ) * as they are, which the header syntax does not allow. */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sendFile = (reply: FastifyReply, file: FileAnswer) => {
  const name = encodeFileName(file.name);
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
};

/**
 * Binds one contract endpoint: resolves tenant and caller, checks the caller's grant, validates the input
 * with the contract's schema, runs the handler and answers the envelope (or the file, for a download). Errors go
 * to the one error handler.
 */
export const makeRoute =
  (app: FastifyInstance, options: RouteOptions) =>
  <E extends Endpoint>(e: E, handler: (ctx: HandlerContext<E, UserFor<E>>) => Promise<DataOf<E>>) => {
    app.route({
      method: e.method,
      url: e.path,
      config: { endpoint: e },
      handler: async (req, reply) => {
        const tenant = req.tenant;
        if (!tenant) throw new AppError('TENANT_UNKNOWN');
        const user = await identify(req, e, options.authenticate, tenant);
        req.user = user;
        checkGrant(e, user);
        let file: UploadedFile | undefined;
        let raw: unknown = e.method === 'GET' ? req.query : (req.body ?? {});
        if (e.body === 'multipart') {
          const form = await readMultipart(req);
          raw = form.fields;
          file = form.file;
        }
        const input = parseInput(e.input, raw) as ParsedInputOf<E>;
        const data = await handler({
          input,
          tenant,
          user: user as UserFor<E>,
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
          file,
          req,
          reply,
        });
        if (options.validateResponses) e.data.parse(data);
        if (e.answer === 'file') return sendFile(reply, fileAnswerSchema.parse(data));
        return ok(data);
      },
    });
  };

export type Route = ReturnType<typeof makeRoute>;
