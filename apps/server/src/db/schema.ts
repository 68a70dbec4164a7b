export * from '../modules/activity/activity.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/content/content.table.js';
export * from '../modules/customer/customer.table.js';
export * from '../modules/tenant/tenant.table.js';
export * from '../modules/upload/upload.table.js';
export * from '../platform/audit/audit.table.js';
