/** Database schema (drizzle): one file per domain. Migrations in packages/server/drizzle are generated from it. */
export * from './organizations.js';
export * from './users.js';
export * from './suppliers.js';
export * from './roaming-lists.js';
export * from './supplier-services.js';
export * from './shipments.js';
export * from './audit.js';
export * from './documents.js';
export * from './sessions.js';
export * from './announcements.js';
export * from './tickets.js';
export * from './videos.js';
export * from './leases.js';
export * from './pricing.js';
export * from './validator.js';
export * from './webshop.js';
