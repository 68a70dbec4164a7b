import type { Db } from '../db/client.js';
import { tenantRepository } from '../modules/tenant/tenant.repository.js';
import { hostOf } from '../platform/request-context.js';
import { CliError } from './tenant-args.js';

/** A site named by its code or by one of its hosts. */
export const siteOf = async (db: Db, codeOrHost: string) => {
  const repo = tenantRepository(db);
  const found = (await repo.byCode(codeOrHost)) ?? (await repo.byHost(hostOf(codeOrHost)));
  if (!found) throw new CliError(`站点不存在：${codeOrHost}`);
  return found;
};
