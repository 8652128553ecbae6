import {
  type FieldError,
  type Page,
  PricingMessages,
  SALES_LINE_TYPES,
  SALES_PRICE_HISTORY_ACTIONS,
  type SalesPrice,
  type SalesPriceHistoryEntry,
  SalesPriceMessages,
  type SalesPriceSnapshot,
  type salesPriceInputSchema,
  type salesPriceListQuerySchema,
  salesPriceOverlapMessage,
  salesPricePeriodError,
} from '@portal/domain';
import { type Column, DrizzleQueryError, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../audit.js';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  organizations,
  purchasingPrices,
  salesPrices,
  subcustomers,
  suppliers,
  users,
} from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import {
  SALES_PRICE_ENTITY,
  auditSalesPrice,
  fullName,
  getSalesPrice,
  lockCustomerPrices,
  overlappingSalesPrice,
  salesPriceConditions,
  selectSalesPrices,
  toSalesPrice,
} from './sales-price-query.js';

/**
 * Sales prices, one row at a time (issue 16 "Sales prices"; docs/pricing-api.md "Sales prices"; spec §3 Sales price
 * row, §5 YYYYMM, §8). Months are "YYYYMM" strings in the API and YYYYMM integers in the database; prices (euros)
 * and indexations stay exact decimal strings from the request to numeric(12,4) / numeric(6,3) and back.
 *
 * Every write runs in one transaction under the advisory lock of the customer it touches (`lockCustomerPrices`; both
 * customers, in ascending id order, when a row moves to another customer): the references, the period and the
 * overlap rule are checked, then the row is written and audited (`auditSalesPrice`). Two concurrent writes of one
 * customer therefore cannot both pass the overlap check, and a refused write leaves nothing behind.
 */

export type SalesPriceWrite = z.output<typeof salesPriceInputSchema>;
export type SalesPriceListParams = z.output<typeof salesPriceListQuerySchema>;

/** The foreign keys of sales_prices in migration 0011, and the 400 each answers when a concurrent delete won. */
const FOREIGN_KEY_ERRORS: Record<string, FieldError> = {
  sales_prices_supplier_id_suppliers_id_fk: { field: 'supplierId', message: PricingMessages.unknownSupplier },
  sales_prices_organization_id_organizations_id_fk: {
    field: 'organizationId',
    message: SalesPriceMessages.unknownOrganization,
  },
  sales_prices_subcustomer_id_subcustomers_id_fk: {
    field: 'subcustomerId',
    message: SalesPriceMessages.unknownSubcustomer,
  },
  sales_prices_purchasing_price_id_purchasing_prices_id_fk: {
    field: 'purchasingPriceId',
    message: SalesPriceMessages.unknownPurchasingPrice,
  },
};

/** An end month beyond any valid one: open-ended periods sort after every closed one. */
const OPEN_END = 1_000_000;

/** Position of a column's value in its enum (our own constants, written into the SQL as literals). */
const enumPosition = (column: Column, values: readonly string[]) =>
  sql`array_position(array[${sql.raw(values.map((v) => `'${v}'`).join(', '))}]::text[], ${column})`;

/** Sort field → its expression (SALES_PRICE_SORT_FIELDS). Rows of the whole customer sort before subcustomers. */
const SORT_COLUMNS = {
  supplier: sql`lower(${suppliers.name})`,
  subcustomer: sql`coalesce(lower(${subcustomers.name}), '')`,
  invoiceLine: sql`lower(${salesPrices.invoiceLine})`,
  lineType: enumPosition(salesPrices.lineType, SALES_LINE_TYPES),
  price: salesPrices.price,
  startMonth: salesPrices.startMonth,
  endMonth: sql`coalesce(${salesPrices.endMonth}, ${sql.raw(String(OPEN_END))})`,
} as const;

/** The grid's order after any chosen field: invoice line (any case), start month, id (stable pages). */
const GRID_ORDER = [
  asc(sql`lower(${salesPrices.invoiceLine})`),
  asc(salesPrices.startMonth),
  asc(salesPrices.id),
];

function orderOf(sort: string | undefined) {
  if (!sort) return GRID_ORDER;
  const key = sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const direction = sort.startsWith('-') ? desc : asc;
  return [direction(SORT_COLUMNS[key]), ...GRID_ORDER];
}

/**
 * GET /sales-prices: a page (20 by default) of one customer's rows (`organizationId`), filtered by supplier, line
 * type, subcustomer ("none": the whole customer's rows), a month `activeIn` ("YYYYMM") the period contains and
 * `search` in the invoice line (contains, any case); sorted by `sort` (SALES_PRICE_SORT_FIELDS, "-" descending)
 * then invoice line, start month, id. An unknown customer has no rows.
 */
export async function listSalesPrices(db: Database, params: SalesPriceListParams): Promise<Page<SalesPrice>> {
  const where = salesPriceConditions({
    organizationId: params.organizationId,
    supplierId: params.supplierId,
    lineType: params.lineType,
    subcustomerId: params.subcustomerId,
    activeIn: params.activeIn,
    search: params.search,
  });
  const [{ total }] = await db.select({ total: count() }).from(salesPrices).where(where);
  const rows = await selectSalesPrices(db)
    .where(where)
    .orderBy(...orderOf(params.sort))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return { items: rows.map(toSalesPrice), total, page: params.page, pageSize: params.pageSize };
}

/** The columns of a write: months as YYYYMM integers, the rest as validated (prices and factors as strings). */
function columnsOf(input: SalesPriceWrite) {
  return {
    supplierId: input.supplierId,
    organizationId: input.organizationId,
    subcustomerId: input.subcustomerId,
    purchasingPriceId: input.purchasingPriceId,
    invoiceLine: input.invoiceLine,
    lineType: input.lineType,
    price: input.price,
    startMonth: Number(input.startMonth),
    endMonth: input.endMonth === null ? null : Number(input.endMonth),
    indexation: input.indexation,
    reason: input.reason,
  };
}

/** True when `query` finds a row. */
const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/**
 * The rules the schema cannot check, before anything is written, under the customer's lock: an existing supplier
 * (`supplierId`) and customer (`organizationId`), a subcustomer of that customer (`subcustomerId`), a purchasing
 * price of that supplier (`purchasingPriceId`), an end not before the start (`endMonth`) — all in one 400; then,
 * only when those hold, no overlapping period of the same customer + subcustomer + invoice line other than row
 * `exceptId` (400 on `startMonth` naming the earliest clashing row).
 */
async function assertWritable(tx: Database, input: SalesPriceWrite, exceptId: number | null): Promise<void> {
  const errors: FieldError[] = [];
  if (
    !(await exists(tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplierId))))
  ) {
    errors.push({ field: 'supplierId', message: PricingMessages.unknownSupplier });
  }
  const organization = tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  if (!(await exists(organization))) {
    errors.push({ field: 'organizationId', message: SalesPriceMessages.unknownOrganization });
  }
  if (input.subcustomerId !== null) {
    const subcustomer = tx
      .select({ id: subcustomers.id })
      .from(subcustomers)
      .where(
        and(eq(subcustomers.id, input.subcustomerId), eq(subcustomers.organizationId, input.organizationId)),
      );
    if (!(await exists(subcustomer))) {
      errors.push({ field: 'subcustomerId', message: SalesPriceMessages.unknownSubcustomer });
    }
  }
  if (input.purchasingPriceId !== null) {
    const ratePlan = tx
      .select({ id: purchasingPrices.id })
      .from(purchasingPrices)
      .where(
        and(
          eq(purchasingPrices.id, input.purchasingPriceId),
          eq(purchasingPrices.supplierId, input.supplierId),
        ),
      );
    if (!(await exists(ratePlan))) {
      errors.push({ field: 'purchasingPriceId', message: SalesPriceMessages.unknownPurchasingPrice });
    }
  }
  const periodError = salesPricePeriodError(input.startMonth, input.endMonth);
  if (periodError) errors.push({ field: 'endMonth', message: periodError });
  if (errors.length) throw badRequest(errors);

  const clashing = await overlappingSalesPrice(
    tx,
    input,
    input.startMonth,
    input.endMonth,
    exceptId === null ? [] : [exceptId],
  );
  if (clashing) throw badRequest([{ field: 'startMonth', message: salesPriceOverlapMessage(clashing) }]);
}

/**
 * A write refused by a foreign key (23503) because a concurrent write deleted the supplier, customer, subcustomer
 * or rate plan after the checks: the same 400 on that field as the check answers. Any other error is returned as it
 * is.
 */
export function mapSalesPriceWriteError(err: unknown): unknown {
  const cause = (err instanceof DrizzleQueryError ? err.cause : err) as
    { code?: string; constraint?: string } | undefined;
  const fieldError =
    cause?.code === '23503' && cause.constraint ? FOREIGN_KEY_ERRORS[cause.constraint] : undefined;
  return fieldError ? badRequest([fieldError]) : err;
}

/** Thrown inside a transaction when the row moved to another customer between reading and locking it. */
class RowMoved extends Error {}

/** How often a write starts again when its row moved to another customer meanwhile (then it gives up: 500). */
const MOVED_RETRIES = 3;

/**
 * Row `id` locked for writing, with the lock of its customer and of `otherOrganizationId` (the customer a PUT moves
 * it to) taken first, in ascending id order — the order every sales price write takes them, so they cannot
 * deadlock. Null when the row does not exist. Throws RowMoved when the row's customer changed while waiting.
 */
async function lockRow(
  tx: Database,
  id: number,
  otherOrganizationId: number | null,
): Promise<typeof salesPrices.$inferSelect | null> {
  const [current] = await tx
    .select({ organizationId: salesPrices.organizationId })
    .from(salesPrices)
    .where(eq(salesPrices.id, id));
  if (!current) return null;
  const customers = new Set([current.organizationId, otherOrganizationId ?? current.organizationId]);
  for (const organizationId of [...customers].sort((a, b) => a - b))
    await lockCustomerPrices(tx, organizationId);
  const [row] = await tx.select().from(salesPrices).where(eq(salesPrices.id, id)).for('update');
  if (row && row.organizationId !== current.organizationId) throw new RowMoved();
  return row ?? null;
}

/** Runs `write` in a transaction, again when its row moved meanwhile; database refusals mapped to 400s. */
async function inTransaction<T>(db: Database, write: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => write(tx));
    } catch (err) {
      if (err instanceof RowMoved && attempt < MOVED_RETRIES) continue;
      throw mapSalesPriceWriteError(err);
    }
  }
}

/**
 * POST /sales-prices: a new row (`price` in euros, months "YYYYMM", end null: open). 400 on supplierId,
 * organizationId, subcustomerId, purchasingPriceId or endMonth, or on startMonth for an overlapping period, as
 * `assertWritable` says; nothing written then. Audited as 'create'.
 */
export async function createSalesPrice(
  db: Database,
  input: SalesPriceWrite,
  actor: Actor,
): Promise<SalesPrice> {
  return inTransaction(db, async (tx) => {
    await lockCustomerPrices(tx, input.organizationId);
    await assertWritable(tx, input, null);
    const [row] = await tx
      .insert(salesPrices)
      .values({ ...columnsOf(input), updatedBy: actor.userId })
      .returning();
    await auditSalesPrice(tx, actor, 'create', row.id, null, row);
    return (await getSalesPrice(tx, row.id))!;
  });
}

/**
 * PUT /sales-prices/{id}: replaces every field of a row (it may move to another customer: both are locked); null
 * when it does not exist. 400 as for create, the row's own period excepted. The bulk edit that created it
 * (`batchId`) stays. Audited as 'update' with the row before and after.
 */
export async function updateSalesPrice(
  db: Database,
  id: number,
  input: SalesPriceWrite,
  actor: Actor,
): Promise<SalesPrice | null> {
  return inTransaction(db, async (tx) => {
    const before = await lockRow(tx, id, input.organizationId);
    if (!before) return null;
    await assertWritable(tx, input, id);
    const [row] = await tx
      .update(salesPrices)
      .set({ ...columnsOf(input), updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(eq(salesPrices.id, id))
      .returning();
    await auditSalesPrice(tx, actor, 'update', id, before, row);
    return (await getSalesPrice(tx, id))!;
  });
}

/** DELETE /sales-prices/{id}: removes a row (its history stays); false when it does not exist. Audited 'delete'. */
export async function deleteSalesPrice(db: Database, id: number, actor: Actor): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const before = await lockRow(tx, id, null);
    if (!before) return false;
    await tx.delete(salesPrices).where(eq(salesPrices.id, id));
    await auditSalesPrice(tx, actor, 'delete', id, before, null);
    return true;
  });
}

/** A stored audit state (a snapshot with the bulk edit's batchId, `auditSalesPrice`) split in its two parts. */
function storedSnapshot(value: unknown): { snapshot: SalesPriceSnapshot | null; batchId: number | null } {
  if (value === null || typeof value !== 'object') return { snapshot: null, batchId: null };
  const { price, startMonth, endMonth, indexation, invoiceLine, lineType, reason, batchId } =
    value as SalesPriceSnapshot & { batchId?: number | null };
  return {
    snapshot: { price, startMonth, endMonth, indexation, invoiceLine, lineType, reason },
    batchId: batchId ?? null,
  };
}

const HISTORY_ACTIONS: readonly string[] = SALES_PRICE_HISTORY_ACTIONS;

/**
 * GET /sales-prices/{id}/history: the changes of row `id`, newest first — who (`actorName`, null for a user since
 * deleted), when, the action (SALES_PRICE_HISTORY_ACTIONS), the states before and after (snapshots: price in euros,
 * months "YYYYMM") and the bulk edit it belonged to. A deleted row keeps its history; a row without changes (the
 * seed's) has none. Null when there is neither the row nor any entry.
 */
export async function salesPriceHistory(db: Database, id: number): Promise<SalesPriceHistoryEntry[] | null> {
  const rows = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, SALES_PRICE_ENTITY), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  if (!rows.length) {
    return (await exists(db.select({ id: salesPrices.id }).from(salesPrices).where(eq(salesPrices.id, id))))
      ? []
      : null;
  }
  return rows
    .filter((row) => HISTORY_ACTIONS.includes(row.action))
    .map((row) => {
      const before = storedSnapshot(row.before);
      const after = storedSnapshot(row.after);
      return {
        at: row.at.toISOString(),
        actorName: fullName(row.actorFirstName, row.actorLastName),
        action: row.action as SalesPriceHistoryEntry['action'],
        before: before.snapshot,
        after: after.snapshot,
        batchId: after.batchId ?? before.batchId,
      };
    });
}
