// What the access module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").
export { roles } from './access.table.js';
export { assertWithinGrants } from './grants.js';
export { heldRole } from './role.repository.js';
export { lockAssignableRole } from './role.service.js';
