import { PRICE_TIER_KINDS, PRICE_ZONES, PURCHASING_PRICE_TYPES } from '@portal/domain';
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

/**
 * Price tier sets (issue 16 "Price tiers"; spec §2 /pricetiers, §3 Indexation "… price tiers"): a named, ordered
 * list of tiers by quantity, whose values are unit prices in euros (`kind` price) or percentages of a base price
 * (`kind` percentage) — see `packages/domain/src/price-tiers.ts`. The name is unique in any letter case (the
 * unique index on lower(name); the API answers a clash as a 400 on `name`). Indexations (issue 17) will refer to a
 * set; deleting one in use is refused by the API.
 */
export const priceTierSets = pgTable(
  'price_tier_sets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: PRICE_TIER_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last wrote the set or its tiers (null: the seed, or a user since deleted). */
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('price_tier_sets_name_key').on(sql`lower(${t.name})`),
    check(
      'price_tier_sets_kind_check',
      sql`${t.kind} in (${sql.raw(PRICE_TIER_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
  ],
);

/**
 * The tiers of a set, in `position` order (0 first): from `fromQuantity` to `toQuantity` inclusive (null: open, the
 * last tier only), at `value` — numeric(12,4), a string in TypeScript: a price in euros with up to 4 decimals or a
 * percentage with up to 2. Contiguity and the other rules across tiers are checked by the API
 * (`priceTierProblems`); the checks here only keep single rows sane. Replaced as a whole when the set is changed;
 * deleted with their set (CASCADE).
 */
export const priceTiers = pgTable(
  'price_tiers',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => priceTierSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fromQuantity: integer('from_quantity').notNull(),
    toQuantity: integer('to_quantity'),
    value: numeric('value', { precision: 12, scale: 4, mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('price_tiers_position_key').on(t.setId, t.position),
    check('price_tiers_position_check', sql`${t.position} >= 0`),
    check('price_tiers_from_quantity_check', sql`${t.fromQuantity} >= 1`),
    check(
      'price_tiers_to_quantity_check',
      sql`${t.toQuantity} is null or ${t.toQuantity} >= ${t.fromQuantity}`,
    ),
    check('price_tiers_value_check', sql`${t.value} >= 0`),
  ],
);
