import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Fastify's own errors that are the caller's fault, and what the caller is told. */
const clientFaults: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('MALFORMED_BODY'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('MALFORMED_BODY'),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('BODY_TOO_LARGE'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('MALFORMED_BODY', '不支持的请求内容类型'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError('MALFORMED_BODY'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new AppError('UPLOAD_FILE_MISSING'),
  FST_REQ_FILE_TOO_LARGE: new AppError('UPLOAD_TOO_LARGE'),
  FST_PARTS_LIMIT: new AppError('MALFORMED_BODY'),
  FST_FILES_LIMIT: new AppError('MALFORMED_BODY'),
  FST_FIELDS_LIMIT: new AppError('MALFORMED_BODY'),
  FST_PROTO_VIOLATION: new AppError('MALFORMED_BODY'),
};

const isSyntaxError = (error: FastifyError) =>
  error instanceof SyntaxError || (error.statusCode === 400 && /JSON|prototype|constructor/i.test(error.message));

/**
 * The one place errors become envelopes. An unexpected fault answers code 400 with an error id
 * (never 500, which the web treats as a logout) and logs the stack under the same id.
 */
export const installErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const known =
      error instanceof AppError
        ? error
        : (clientFaults[error.code] ?? (isSyntaxError(error) ? new AppError('MALFORMED_BODY') : undefined));
    if (known) {
      req.log.info({ err: known.errorName, msg: known.message }, 'request refused');
      return reply.status(known.http).send(known.toEnvelope());
    }
    if (error.statusCode === 413) return reply.status(400).send(new AppError('BODY_TOO_LARGE').toEnvelope());
    const errorId = randomUUID().slice(0, 8);
    req.log.error({ err: error, errorId }, 'unexpected fault');
    const fault = new AppError('INTERNAL', `服务器繁忙，请稍后再试（错误编号 ${errorId}）`);
    return reply.status(500).send(fault.toEnvelope());
  });
};
