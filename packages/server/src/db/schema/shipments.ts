import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, subcustomers } from './organizations.js';

/** Shipments (spec §3; minimal for now: the organization delete cascade of spec §4 needs it). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    subcustomerId: integer('subcustomer_id').references((): AnyPgColumn => subcustomers.id, { onDelete: 'set null' }),
    reference: text('reference'),
    status: text('status').notNull().default('inTransit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_organization_idx').on(t.organizationId)],
);
