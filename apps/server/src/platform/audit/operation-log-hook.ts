import { changesState, type Endpoint } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditRepository } from './audit.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

/** Records every successful state-changing call by a logged-in user: who, which path, when, from where. */
export const installOperationLog = (app: FastifyInstance, db: Db) => {
  const repo = auditRepository(db);
  // Written before the answer leaves, so a read right after the call already sees the entry.
  app.addHook('onSend', async (req, reply, payload) => {
    const endpoint = req.routeOptions.config.endpoint;
    if (!endpoint || !req.user || !changesState(endpoint) || reply.statusCode !== 200) return payload;
    try {
      await repo.insert({
        tenantId: req.user.tenantId,
        customerId: req.user.ownerId,
        actorId: req.user.id,
        actorPhone: req.user.phone,
        method: endpoint.method,
        pathName: endpoint.path,
        ip: req.ip,
      });
    } catch (err) {
      req.log.error({ err }, 'operation log not written');
    }
    return payload;
  });
};
