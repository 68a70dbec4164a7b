import { contract } from '@app/contract';
import { AppError } from '../../platform/errors.js';
import { hostOf } from '../../platform/request-context.js';
import type { ModuleContext } from '../module.js';
import { toSiteConfig } from './tenant.service.js';

export const tenantModule = {
  register: ({ route, tenants }: ModuleContext) => {
    route(contract.tenant.domainConfig, async ({ input, tenant }) => {
      const host = hostOf(input.url.replace(/^[a-z]+:\/\//i, '').split('/')[0]);
      const found = host ? await tenants.byHost(host) : tenant;
      if (!found) throw new AppError('TENANT_UNKNOWN');
      return toSiteConfig(found);
    });
  },
  seed: ({ tenants }: ModuleContext) => tenants.seedDefault(),
};
