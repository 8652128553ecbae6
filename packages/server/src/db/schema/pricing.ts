import { PRICE_ZONES, PURCHASING_PRICE_TYPES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './organizations.js';
import { suppliers } from './suppliers.js';

/**
 * Purchasing prices (issue 16; spec §2 /purchasingprices, §3 Purchasing price): what a supplier charges the
 * provider per unit of a rate plan — a data bundle of `bundleSizeMb` (0: per MB), SMS, voice or the subscription per
 * SIM — in a roaming `zone`. `price` is exact: numeric(12,4) in euros, a string in TypeScript (Drizzle's string
 * mode; never a float). One rate plan per supplier, type, bundle size and zone (the unique index; the API names the
 * clashing rate plan). A supplier with purchasing prices cannot be deleted (RESTRICT).
 */
export const purchasingPrices = pgTable(
  'purchasing_prices',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    ratePlan: text('rate_plan').notNull(),
    type: text('type', { enum: PURCHASING_PRICE_TYPES }).notNull(),
    bundleSizeMb: integer('bundle_size_mb').notNull().default(0),
    zone: text('zone', { enum: PRICE_ZONES }).notNull(),
    price: numeric('price', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last wrote the row (null: the seed, or a user since deleted). */
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('purchasing_prices_rate_plan_key').on(t.supplierId, t.type, t.bundleSizeMb, t.zone),
    // The table's order is supplier, then rate plan (any case): one supplier's page reads this index in order.
    index('purchasing_prices_list_idx').on(t.supplierId, sql`lower(${t.ratePlan})`, t.id),
    check('purchasing_prices_price_check', sql`${t.price} >= 0`),
    check('purchasing_prices_bundle_size_check', sql`${t.bundleSizeMb} >= 0`),
  ],
);
