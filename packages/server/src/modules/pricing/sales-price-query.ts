import {
  type SALES_LINE_TYPES,
  type SalesPrice,
  type SalesPriceSnapshot,
  type SALES_PRICE_HISTORY_ACTIONS,
  effectivePrice,
} from '@portal/domain';
import { type SQL, and, asc, eq, gte, ilike, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import {
  organizations,
  purchasingPrices,
  salesPrices,
  subcustomers,
  suppliers,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';

/**
 * The parts of the sales price module (issue 16; docs/pricing-api.md "Sales prices") that the grid, the single-row
 * writes, the bulk edit and the price list share: the filter, the joined select and its mapping to the API shape
 * (`salesPriceSchema`), the audit snapshot, and the per-customer lock the overlap rule is checked under.
 *
 * Months are YYYYMM integers in the database and "YYYYMM" strings in the API; prices and indexations are read as
 * `::text` (exact, fixed decimals on both drivers).
 */

/** The audit log's entity name of a sales price row (its history reads these entries). */
export const SALES_PRICE_ENTITY = 'salesPrice';

/** The filters the grid, the price list, the export and a bulk edit by filter share (salesPriceFilterFields). */
export interface SalesPriceFilterParams {
  organizationId?: number;
  supplierId?: number;
  lineType?: (typeof SALES_LINE_TYPES)[number];
  /** A subcustomer's id, or "none" for the rows of the whole customer. */
  subcustomerId?: number | 'none';
  /** "YYYYMM": the period must contain this month. */
  activeIn?: string;
  /** Contained in the invoice line, any letter case. */
  search?: string;
}

/** The WHERE of `filter` over sales_prices (undefined: every row). */
export function salesPriceConditions(filter: SalesPriceFilterParams): SQL | undefined {
  const month = filter.activeIn === undefined ? undefined : Number(filter.activeIn);
  return and(
    filter.organizationId === undefined ? undefined : eq(salesPrices.organizationId, filter.organizationId),
    filter.supplierId === undefined ? undefined : eq(salesPrices.supplierId, filter.supplierId),
    filter.lineType === undefined ? undefined : eq(salesPrices.lineType, filter.lineType),
    filter.subcustomerId === undefined
      ? undefined
      : filter.subcustomerId === 'none'
        ? isNull(salesPrices.subcustomerId)
        : eq(salesPrices.subcustomerId, filter.subcustomerId),
    month === undefined
      ? undefined
      : and(
          lte(salesPrices.startMonth, month),
          or(isNull(salesPrices.endMonth), gte(salesPrices.endMonth, month)),
        ),
    filter.search ? ilike(salesPrices.invoiceLine, containsPattern(filter.search)) : undefined,
  );
}

const updater = alias(users, 'sales_price_updater');

/** The joined columns of a row as the API answers it, before `toSalesPrice`. */
const salesPriceFields = {
  id: salesPrices.id,
  supplierId: salesPrices.supplierId,
  supplierName: suppliers.name,
  organizationId: salesPrices.organizationId,
  organizationName: organizations.name,
  subcustomerId: salesPrices.subcustomerId,
  subcustomerName: subcustomers.name,
  purchasingPriceId: salesPrices.purchasingPriceId,
  ratePlan: purchasingPrices.ratePlan,
  invoiceLine: salesPrices.invoiceLine,
  lineType: salesPrices.lineType,
  price: sql<string>`${salesPrices.price}::text`,
  startMonth: salesPrices.startMonth,
  endMonth: salesPrices.endMonth,
  indexation: sql<string>`${salesPrices.indexation}::text`,
  reason: salesPrices.reason,
  batchId: salesPrices.batchId,
  updatedAt: salesPrices.updatedAt,
  updaterFirstName: updater.firstName,
  updaterLastName: updater.lastName,
};

/** SELECT … FROM sales_prices with supplier, customer, subcustomer, rate plan and last writer; add where/order. */
export const selectSalesPrices = (db: Database) =>
  db
    .select(salesPriceFields)
    .from(salesPrices)
    .innerJoin(suppliers, eq(suppliers.id, salesPrices.supplierId))
    .innerJoin(organizations, eq(organizations.id, salesPrices.organizationId))
    .leftJoin(subcustomers, eq(subcustomers.id, salesPrices.subcustomerId))
    .leftJoin(purchasingPrices, eq(purchasingPrices.id, salesPrices.purchasingPriceId))
    .leftJoin(updater, eq(updater.id, salesPrices.updatedBy));

type SelectedSalesPrice = Awaited<ReturnType<ReturnType<typeof selectSalesPrices>['execute']>>[number];

/** A full name, or null when there is no such user. */
export const fullName = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** A selected row in the API shape (salesPriceSchema): months as "YYYYMM", effectivePrice = price × indexation. */
export function toSalesPrice(row: SelectedSalesPrice): SalesPrice {
  const { updaterFirstName, updaterLastName, ...rest } = row;
  return {
    ...rest,
    startMonth: String(row.startMonth),
    endMonth: row.endMonth === null ? null : String(row.endMonth),
    effectivePrice: effectivePrice(row.price, row.indexation),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: fullName(updaterFirstName, updaterLastName),
  };
}

/** The order of the price list and the default of the grid: customer, invoice line (any case), start month, id. */
export const SALES_PRICE_DEFAULT_ORDER = [
  asc(sql`lower(${organizations.name})`),
  asc(sql`lower(${salesPrices.invoiceLine})`),
  asc(salesPrices.startMonth),
  asc(salesPrices.id),
];

/** One sales price in the API shape, or null. */
export async function getSalesPrice(db: Database, id: number): Promise<SalesPrice | null> {
  const [row] = await selectSalesPrices(db).where(eq(salesPrices.id, id));
  return row ? toSalesPrice(row) : null;
}

type SalesPriceRow = typeof salesPrices.$inferSelect;

/** The state of a row its history shows (salesPriceSnapshotSchema), from a sales_prices row. */
export function snapshotOf(row: SalesPriceRow): SalesPriceSnapshot {
  return {
    price: fixed(row.price, 4),
    startMonth: String(row.startMonth),
    endMonth: row.endMonth === null ? null : String(row.endMonth),
    indexation: fixed(row.indexation, 3),
    invoiceLine: row.invoiceLine,
    lineType: row.lineType,
    reason: row.reason,
  };
}

/**
 * A numeric column's text with exactly `decimals` decimals ("12.5" → "12.5000"). Drizzle's string mode returns
 * what the driver gives, which is already fixed for numeric(p,s) on PostgreSQL and PGlite; this pads if not.
 */
function fixed(value: string, decimals: number): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
}

/**
 * Records a change of a sales price row in the audit log, in the caller's transaction: `action` one of
 * SALES_PRICE_HISTORY_ACTIONS, `before` / `after` the rows (null for a create's before, a delete's after) stored as
 * snapshots with the bulk edit's `batchId` (null for single edits).
 */
export async function auditSalesPrice(
  tx: Database,
  actor: Actor,
  action: (typeof SALES_PRICE_HISTORY_ACTIONS)[number],
  id: number,
  before: SalesPriceRow | null,
  after: SalesPriceRow | null,
  batchId: number | null = null,
): Promise<void> {
  await writeAudit(
    tx,
    actor,
    action,
    SALES_PRICE_ENTITY,
    id,
    before === null ? null : { ...snapshotOf(before), batchId },
    after === null ? null : { ...snapshotOf(after), batchId },
  );
}

/** Advisory lock namespace of sales price writes (first key of pg_advisory_xact_lock(int, int)). */
const SALES_PRICE_LOCK = 16_001;

/**
 * Serializes the writes to one customer's sales prices until the transaction ends, so that two concurrent writes
 * cannot both pass the overlap check. Works on PostgreSQL and PGlite alike.
 */
export async function lockCustomerPrices(tx: Database, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SALES_PRICE_LOCK}, ${organizationId})`);
}

/** The row a period clashes with: its id, invoice line and period ("YYYYMM"; end null: open). */
export interface ClashingSalesPrice {
  id: number;
  invoiceLine: string;
  startMonth: string;
  endMonth: string | null;
}

/**
 * The overlap rule (issue 16; docs/pricing-api.md "Sales prices"): the earliest row (by start month, then id) of
 * customer `organizationId` + `subcustomerId` (null: the whole customer; null and a subcustomer never clash) + the
 * same invoice line in any letter case whose period shares a month with `startMonth`–`endMonth` ("YYYYMM", end null:
 * open), other than the rows `exceptIds`; null when there is none. Call it under `lockCustomerPrices` of that
 * customer so that the answer still holds when the caller writes.
 */
export async function overlappingSalesPrice(
  db: Database,
  key: { organizationId: number; subcustomerId: number | null; invoiceLine: string },
  startMonth: string,
  endMonth: string | null,
  exceptIds: readonly number[] = [],
): Promise<ClashingSalesPrice | null> {
  const [row] = await db
    .select({
      id: salesPrices.id,
      invoiceLine: salesPrices.invoiceLine,
      startMonth: salesPrices.startMonth,
      endMonth: salesPrices.endMonth,
    })
    .from(salesPrices)
    .where(
      and(
        eq(salesPrices.organizationId, key.organizationId),
        key.subcustomerId === null
          ? isNull(salesPrices.subcustomerId)
          : eq(salesPrices.subcustomerId, key.subcustomerId),
        eq(sql`lower(${salesPrices.invoiceLine})`, sql`lower(${key.invoiceLine})`),
        endMonth === null ? undefined : lte(salesPrices.startMonth, Number(endMonth)),
        or(isNull(salesPrices.endMonth), gte(salesPrices.endMonth, Number(startMonth))),
        exceptIds.length ? notInArray(salesPrices.id, [...exceptIds]) : undefined,
      ),
    )
    .orderBy(asc(salesPrices.startMonth), asc(salesPrices.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    invoiceLine: row.invoiceLine,
    startMonth: String(row.startMonth),
    endMonth: row.endMonth === null ? null : String(row.endMonth),
  };
}
