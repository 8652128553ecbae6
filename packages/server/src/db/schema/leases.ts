import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Leases of background jobs (db/lease.ts): one row per job that must run on one server instance at a time (the
 * shipment status poller, issue 14). The holder keeps its lease by renewing it before `expiresAt`; a lease whose
 * holder stopped lapses and the next instance takes it.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
