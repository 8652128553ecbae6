import {
  PRICE_TIER_KINDS,
  PRICE_ZONES,
  PURCHASING_PRICE_TYPES,
  SALES_LINE_TYPES,
  SALES_PRICE_BATCH_KINDS,
} from '@portal/domain';
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
import { organizations, subcustomers, users } from './organizations.js';
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

/**
 * Indexations (issue 17; spec §2 /indexations, §3 Indexation): a factor `value` numeric(6,3) over `start_month` to
 * `end_month` (YYYYMM integers; end null: open), with an optional price tier set (restrict: a set in use cannot be
 * deleted). Applied per customer through sales_price_batches (kind 'indexation', `indexation_id`); closed once
 * `closed_at` is set (read-only from then on).
 */
export const indexations = pgTable(
  'indexations',
  {
    id: serial('id').primaryKey(),
    startMonth: integer('start_month').notNull(),
    endMonth: integer('end_month'),
    value: numeric('value', { precision: 6, scale: 3, mode: 'string' }).notNull(),
    priceTierSetId: integer('price_tier_set_id').references((): AnyPgColumn => priceTierSets.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('indexations_start_idx').on(t.startMonth.desc(), t.id.desc()),
    index('indexations_price_tier_set_idx').on(t.priceTierSetId),
    check('indexations_period_check', sql`${t.endMonth} is null or ${t.endMonth} >= ${t.startMonth}`),
  ],
);

/**
 * Recorded bulk edits of sales prices (issue 16 "Bulk edit"; spec §5: a percentage and a reason): who raised which
 * rows by `percentage` (numeric(7,2), a string) from `start_month` (YYYYMM), rounded to `decimals`. Undone as a
 * whole (`undone_at`, `undone_by`) through its items.
 */
export const salesPriceBatches = pgTable(
  'sales_price_batches',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: SALES_PRICE_BATCH_KINDS }).notNull().default('percentage'),
    /** A percentage batch's percentage; null for an indexation or a reset. */
    percentage: numeric('percentage', { precision: 7, scale: 2, mode: 'string' }),
    /** The indexation an 'indexation' batch applied (null once the indexation is deleted, and for the others). */
    indexationId: integer('indexation_id').references((): AnyPgColumn => indexations.id, { onDelete: 'set null' }),
    /** The factor an 'indexation' batch compounded, or 1.000 for a 'resetIndexation'. */
    indexationValue: numeric('indexation_value', { precision: 6, scale: 3, mode: 'string' }),
    /** The last month of an indexation with an end month (rows past it got a tail row), else null. */
    endMonth: integer('end_month'),
    reason: text('reason').notNull(),
    startMonth: integer('start_month').notNull(),
    decimals: integer('decimals').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sales_price_batches_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('sales_price_batches_indexation_idx').on(t.indexationId),
    check('sales_price_batches_decimals_check', sql`${t.decimals} in (2, 4)`),
  ],
);

/**
 * Sales price rows (issue 16 "Sales prices"; spec §3 Sales price row): what the provider charges a customer
 * (`organization_id`), or one of its subcustomers, per unit of an invoice line of a supplier, from `start_month` to
 * `end_month` inclusive (YYYYMM integers; end null: open). `price` numeric(12,4) euros; `indexation` numeric(6,3),
 * 1.000 = not indexed. Periods of one organization + subcustomer + lower(invoice line) do not overlap: the API checks
 * that under a per-organization advisory lock and names the clashing row. `batch_id`: the bulk edit that created
 * the row. `purchasing_price_id`: the rate plan it resells (the margin of /purchasingprices).
 */
export const salesPrices = pgTable(
  'sales_prices',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    subcustomerId: integer('subcustomer_id').references((): AnyPgColumn => subcustomers.id, {
      onDelete: 'cascade',
    }),
    purchasingPriceId: integer('purchasing_price_id').references((): AnyPgColumn => purchasingPrices.id, {
      onDelete: 'set null',
    }),
    invoiceLine: text('invoice_line').notNull(),
    lineType: text('line_type', { enum: SALES_LINE_TYPES }).notNull(),
    price: numeric('price', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    startMonth: integer('start_month').notNull(),
    endMonth: integer('end_month'),
    indexation: numeric('indexation', { precision: 6, scale: 3, mode: 'string' }).notNull().default('1.000'),
    reason: text('reason').notNull().default(''),
    batchId: integer('batch_id').references((): AnyPgColumn => salesPriceBatches.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last wrote the row (null: the seed, or a user since deleted). */
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The grid of one customer and the overlap check (organization, invoice line in any case, period).
    index('sales_prices_organization_idx').on(
      t.organizationId,
      sql`lower(${t.invoiceLine})`,
      t.startMonth,
      t.id,
    ),
    // The price list across customers, filtered by supplier and month.
    index('sales_prices_supplier_idx').on(t.supplierId, t.startMonth),
    index('sales_prices_purchasing_price_idx').on(t.purchasingPriceId),
    // "Search invoice line" (contains, any case) across 200,000 rows of the price list: a trigram index answers
    // ILIKE '%…%' (pg_trgm, as the shipment search).
    index('sales_prices_invoice_line_trgm_idx').using('gin', t.invoiceLine.op('gin_trgm_ops')),
    index('sales_prices_batch_idx').on(t.batchId),
    check('sales_prices_price_check', sql`${t.price} >= 0`),
    check('sales_prices_indexation_check', sql`${t.indexation} > 0`),
    check('sales_prices_period_check', sql`${t.endMonth} is null or ${t.endMonth} >= ${t.startMonth}`),
    check(
      'sales_prices_line_type_check',
      sql`${t.lineType} in (${sql.raw(SALES_LINE_TYPES.map((k) => `'${k}'`).join(', '))})`,
    ),
  ],
);

/**
 * What a bulk edit did to each row, to undo it: `split` — the old row (`sales_price_id`, which ended at
 * `old_end_month`) now ends the month before the batch's first month, and `new_sales_price_id` carries the new
 * price from then on; `replace` — the row's price was `old_price` (reason `old_reason`) and was raised in place.
 * Every row a bulk edit writes gets `updated_at` = the batch's `created_at` (one transaction, one now()): a row whose
 * `updated_at` differs later was changed afterwards, and the batch can no longer be undone. Undo restores the old
 * row's batch, `updated_at` and writer too, so that an older batch over the same rows can be undone next. Deleted
 * with the batch.
 */
export const salesPriceBatchItems = pgTable(
  'sales_price_batch_items',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => salesPriceBatches.id, { onDelete: 'cascade' }),
    /** split / replace (issue 16), or create: a row an import made (issue 17; no old row). */
    action: text('action', { enum: ['split', 'replace', 'create'] }).notNull(),
    /** The row that existed before the edit (ended by a split, raised by a replace); null once deleted. */
    salesPriceId: integer('sales_price_id').references((): AnyPgColumn => salesPrices.id, {
      onDelete: 'set null',
    }),
    /** The row a split created; null for a replace, or once deleted. */
    newSalesPriceId: integer('new_sales_price_id').references((): AnyPgColumn => salesPrices.id, {
      onDelete: 'set null',
    }),
    /** The row a tail created (an indexation with an end month: the old indexation after it); else null. */
    tailSalesPriceId: integer('tail_sales_price_id').references((): AnyPgColumn => salesPrices.id, {
      onDelete: 'set null',
    }),
    oldPrice: numeric('old_price', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    newPrice: numeric('new_price', { precision: 12, scale: 4, mode: 'string' }).notNull(),
    /** The row's indexation before and after (issue 17); equal for a percentage batch. */
    oldIndexation: numeric('old_indexation', { precision: 6, scale: 3, mode: 'string' }).notNull().default('1.000'),
    newIndexation: numeric('new_indexation', { precision: 6, scale: 3, mode: 'string' }).notNull().default('1.000'),
    oldEndMonth: integer('old_end_month'),
    oldReason: text('old_reason').notNull().default(''),
    /** The old row's batch, last write and writer before the edit: undo puts them back. */
    oldBatchId: integer('old_batch_id').references((): AnyPgColumn => salesPriceBatches.id, {
      onDelete: 'set null',
    }),
    oldUpdatedAt: timestamp('old_updated_at', { withTimezone: true }).notNull(),
    oldUpdatedBy: integer('old_updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sales_price_batch_items_batch_idx').on(t.batchId),
    // Both references are ON DELETE SET NULL: without these, every delete of a sales price (undo deletes thousands)
    // scans the whole items table twice.
    index('sales_price_batch_items_sales_price_idx').on(t.salesPriceId),
    index('sales_price_batch_items_new_sales_price_idx').on(t.newSalesPriceId),
    index('sales_price_batch_items_tail_sales_price_idx').on(t.tailSalesPriceId),
  ],
);
