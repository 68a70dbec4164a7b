// What the tenant module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { tenantRepository } from './tenant.repository.js';
export { type TenantService, toKfLines } from './tenant.service.js';
export { tenants } from './tenant.table.js';
