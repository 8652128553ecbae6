import {
  type FieldError,
  MARGIN_FRACTION_DIGITS,
  PRICE_FRACTION_DIGITS,
  PRICE_ZONES,
  PURCHASING_PRICE_TYPES,
  type Page,
  PricingMessages,
  type PurchasingPrice,
  purchasingPriceBundleError,
  type purchasingPriceInputSchema,
  type purchasingPriceListQuerySchema,
} from '@portal/domain';
import {
  type Column,
  DrizzleQueryError,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import { PORTAL_TIME_ZONE, dayjs } from '../../dayjs.js';
import type { Database } from '../../db/client.js';
import { purchasingPrices, salesPrices, suppliers } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { badRequest } from '../../errors.js';

/**
 * Purchasing prices (issue 16; docs/pricing-api.md; spec §2 /purchasingprices, §3 Purchasing price). Prices stay
 * exact decimal strings from the request to numeric(12,4) and back (read as `price::text`, so always four decimals
 * on both drivers). Every write is audited in its transaction. A rate plan is unique per supplier, type, bundle size
 * and zone: a clash is a 400 on `ratePlan` naming the rate plan that holds the combination, whether the check before
 * the write finds it or the unique index refuses a concurrent one. Each listed price carries its margin against the
 * matching sales prices ({@link marginOf}), computed in the same query.
 */

export type PurchasingPriceWrite = z.output<typeof purchasingPriceInputSchema>;
export type PurchasingPriceListParams = z.output<typeof purchasingPriceListQuerySchema>;

/** The unique index of (supplier, type, bundle size, zone) in migration 0009. */
const RATE_PLAN_KEY = 'purchasing_prices_rate_plan_key';
/** The foreign key to suppliers in migration 0009. */
const SUPPLIER_KEY = 'purchasing_prices_supplier_id_suppliers_id_fk';

/**
 * Position of a column's value in its enum, so type and zone sort in the order the screens list them (data before
 * SMS, the Netherlands before the EU). The values are our own constants, written into the SQL as literals.
 */
const enumPosition = (column: Column, values: readonly string[]) =>
  sql`array_position(array[${sql.raw(values.map((v) => `'${v}'`).join(', '))}]::text[], ${column})`;

const typeOrder = enumPosition(purchasingPrices.type, PURCHASING_PRICE_TYPES);
const zoneOrder = enumPosition(purchasingPrices.zone, PRICE_ZONES);
const supplierOrder = sql`lower(${suppliers.name})`;
const ratePlanOrder = sql`lower(${purchasingPrices.ratePlan})`;

/**
 * The current month as YYYYMM (an integer, as sales_prices stores months) in the portal's time zone
 * (Europe/Amsterdam): on 31 December 23:30 UTC it is already January in Amsterdam.
 */
export function currentYearMonth(now: Date = new Date()): number {
  return Number(dayjs(now).tz(PORTAL_TIME_ZONE).format('YYYYMM'));
}

/**
 * The matching sales prices of each purchasing price in `month` (YYYYMM), as a LATERAL subquery of the list (one
 * query, one index lookup per listed row on sales_prices_purchasing_price_idx): the sales price rows that resell it
 * (`purchasing_price_id`) and whose period contains `month` (end null: open). `sales_price_count` counts them;
 * `average_sales_price` is the average of their effective prices (price × indexation, each rounded half up to four
 * decimals as @portal/domain `effectivePrice`), rounded to four decimals — numeric throughout, null without rows.
 * PostgreSQL's round(numeric) rounds half away from zero, as big.js roundHalfUp.
 */
function marginOf(month: number) {
  const decimals = sql.raw(String(PRICE_FRACTION_DIGITS));
  return sql`(
    select count(*)::int as sales_price_count,
      round(avg(round(${salesPrices.price} * ${salesPrices.indexation}, ${decimals})), ${decimals})
        as average_sales_price
    from ${salesPrices}
    where ${and(
      eq(salesPrices.purchasingPriceId, purchasingPrices.id),
      lte(salesPrices.startMonth, month),
      or(isNull(salesPrices.endMonth), gte(salesPrices.endMonth, month)),
    )}
  ) as margin`;
}

const averageSalesPrice = sql`margin.average_sales_price`;
/**
 * (average − price) / average × 100, numeric, rounded half away from zero to one decimal (MARGIN_FRACTION_DIGITS);
 * null without matching sales prices (the average is null) or when their average is 0 (nullif).
 */
const marginPercent = sql`round(
  (${averageSalesPrice} - ${purchasingPrices.price}) * 100 / nullif(${averageSalesPrice}, 0),
  ${sql.raw(String(MARGIN_FRACTION_DIGITS))}
)`;

/** Sort field → its expression (PURCHASING_PRICE_SORT_FIELDS). `margin` is ordered by orderOf (nulls last). */
const SORT_COLUMNS = {
  supplier: supplierOrder,
  ratePlan: ratePlanOrder,
  type: typeOrder,
  bundleSizeMb: purchasingPrices.bundleSizeMb,
  zone: zoneOrder,
  price: purchasingPrices.price,
} as const;

/** The default order after any chosen field: supplier, rate plan, type, zone, bundle size, then id (stable pages). */
const DEFAULT_ORDER = [
  asc(supplierOrder),
  asc(ratePlanOrder),
  asc(typeOrder),
  asc(zoneOrder),
  asc(purchasingPrices.bundleSizeMb),
  asc(purchasingPrices.id),
];

/** The ORDER BY of `sort` (a PURCHASING_PRICE_SORT_FIELDS field, "-" first for descending) then DEFAULT_ORDER. */
function orderOf(sort: string | undefined): SQL[] {
  if (!sort) return DEFAULT_ORDER;
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  if (key === 'margin') {
    // Prices without a margin last, in either direction.
    return [sql`${marginPercent} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, ...DEFAULT_ORDER];
  }
  const column = SORT_COLUMNS[key as keyof typeof SORT_COLUMNS];
  return [descending ? desc(column) : asc(column), ...DEFAULT_ORDER];
}

/** The row as the API answers it (purchasingPriceSchema). */
const listFields = {
  id: purchasingPrices.id,
  supplierId: purchasingPrices.supplierId,
  supplierName: suppliers.name,
  ratePlan: purchasingPrices.ratePlan,
  type: purchasingPrices.type,
  bundleSizeMb: purchasingPrices.bundleSizeMb,
  zone: purchasingPrices.zone,
  price: sql<string>`${purchasingPrices.price}::text`,
  updatedAt: purchasingPrices.updatedAt,
  salesPriceCount: sql<number>`margin.sales_price_count`,
  averageSalesPrice: sql<string | null>`${averageSalesPrice}::text`,
  marginPercent: sql<string | null>`${marginPercent}::text`,
};

/** The list's one query: each price with its supplier and its margin in `month` (YYYYMM) ({@link marginOf}). */
const selectPrices = (db: Database, month: number) =>
  db
    .select(listFields)
    .from(purchasingPrices)
    .innerJoin(suppliers, eq(suppliers.id, purchasingPrices.supplierId))
    .leftJoinLateral(marginOf(month), sql`true`);

const toPurchasingPrice = (
  row: Omit<PurchasingPrice, 'updatedAt'> & { updatedAt: Date },
): PurchasingPrice => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * GET /purchasing-prices: a page (20 by default) filtered by supplier, type and zone, `search` in the rate plan
 * (contains, any letter case), sorted by `sort` then supplier, rate plan, type, zone, bundle size. Each price with
 * its margin against the sales prices active in `month` (YYYYMM; default the current month in Europe/Amsterdam).
 */
export async function listPurchasingPrices(
  db: Database,
  params: PurchasingPriceListParams,
  month: number = currentYearMonth(),
): Promise<Page<PurchasingPrice>> {
  const where = and(
    params.supplierId ? eq(purchasingPrices.supplierId, params.supplierId) : undefined,
    params.type ? eq(purchasingPrices.type, params.type) : undefined,
    params.zone ? eq(purchasingPrices.zone, params.zone) : undefined,
    params.search ? ilike(purchasingPrices.ratePlan, containsPattern(params.search)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(purchasingPrices).where(where);
  const rows = await selectPrices(db, month)
    .where(where)
    .orderBy(...orderOf(params.sort))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return { items: rows.map(toPurchasingPrice), total, page: params.page, pageSize: params.pageSize };
}

/**
 * GET /purchasing-prices/{id} (and the answer of a write): one price with its margin in `month` (YYYYMM; default the
 * current month in Europe/Amsterdam), or null.
 */
export async function getPurchasingPrice(
  db: Database,
  id: number,
  month: number = currentYearMonth(),
): Promise<PurchasingPrice | null> {
  const [row] = await selectPrices(db, month).where(eq(purchasingPrices.id, id));
  return row ? toPurchasingPrice(row) : null;
}

/** The rate plan that already holds `input`'s supplier, type, bundle size and zone (other than row `exceptId`). */
async function clashingRatePlan(
  db: Database,
  input: Pick<PurchasingPriceWrite, 'supplierId' | 'type' | 'bundleSizeMb' | 'zone'>,
  exceptId: number | null,
): Promise<string | null> {
  const [row] = await db
    .select({ ratePlan: purchasingPrices.ratePlan })
    .from(purchasingPrices)
    .where(
      and(
        eq(purchasingPrices.supplierId, input.supplierId),
        eq(purchasingPrices.type, input.type),
        eq(purchasingPrices.bundleSizeMb, input.bundleSizeMb),
        eq(purchasingPrices.zone, input.zone),
        exceptId === null ? undefined : ne(purchasingPrices.id, exceptId),
      ),
    );
  return row?.ratePlan ?? null;
}

/** The 400 on `ratePlan` for a clash, naming the rate plan that holds the combination when it is known. */
function ratePlanTaken(clashing: string | null) {
  const message =
    clashing === null ? PricingMessages.ratePlanTaken : `${PricingMessages.ratePlanTaken} (${clashing})`;
  return badRequest([{ field: 'ratePlan', message }]);
}

/**
 * The rules the schema cannot check, before anything is written: the bundle rule (SMS and voice: 0), an existing
 * supplier, and no other rate plan with the same supplier, type, bundle size and zone. Throws 400 on the fields.
 */
async function assertWritable(
  tx: Database,
  input: PurchasingPriceWrite,
  exceptId: number | null,
): Promise<void> {
  const errors: FieldError[] = [];
  const bundleError = purchasingPriceBundleError(input);
  if (bundleError) errors.push({ field: 'bundleSizeMb', message: bundleError });
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, input.supplierId));
  if (!supplier) errors.push({ field: 'supplierId', message: PricingMessages.unknownSupplier });
  if (errors.length) throw badRequest(errors);
  const clashing = await clashingRatePlan(tx, input, exceptId);
  if (clashing !== null) throw ratePlanTaken(clashing);
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

/**
 * A write refused by the database for a reason the checks before it cover, when a concurrent write got there in
 * between: the unique rate plan key (400 on ratePlan naming the winner, looked up outside the failed transaction)
 * or a supplier deleted meanwhile (400 on supplierId). Any other error is returned as it is.
 */
export async function mapPurchasingPriceWriteError(
  db: Database,
  input: PurchasingPriceWrite,
  exceptId: number | null,
  err: unknown,
): Promise<unknown> {
  const cause = (err instanceof DrizzleQueryError ? err.cause : err) as PgErrorLike | undefined;
  if (cause?.code === '23505' && cause.constraint === RATE_PLAN_KEY) {
    return ratePlanTaken(await clashingRatePlan(db, input, exceptId));
  }
  if (cause?.code === '23503' && cause.constraint === SUPPLIER_KEY) {
    return badRequest([{ field: 'supplierId', message: PricingMessages.unknownSupplier }]);
  }
  return err;
}

/** POST /purchasing-prices: a new price. 400 on bundleSizeMb, supplierId or ratePlan (clash) as above. */
export async function createPurchasingPrice(
  db: Database,
  input: PurchasingPriceWrite,
  actor: Actor,
): Promise<PurchasingPrice> {
  try {
    return await db.transaction(async (tx) => {
      await assertWritable(tx, input, null);
      const [row] = await tx
        .insert(purchasingPrices)
        .values({ ...input, updatedBy: actor.userId })
        .returning();
      await writeAudit(tx, actor, 'create', 'purchasingPrice', row.id, null, row);
      return (await getPurchasingPrice(tx, row.id))!;
    });
  } catch (err) {
    throw await mapPurchasingPriceWriteError(db, input, null, err);
  }
}

/** PUT /purchasing-prices/{id}: changes a price; null when it does not exist. 400 as for create. */
export async function updatePurchasingPrice(
  db: Database,
  id: number,
  input: PurchasingPriceWrite,
  actor: Actor,
): Promise<PurchasingPrice | null> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(purchasingPrices)
        .where(eq(purchasingPrices.id, id))
        .for('update');
      if (!before) return null;
      await assertWritable(tx, input, id);
      const [row] = await tx
        .update(purchasingPrices)
        .set({ ...input, updatedBy: actor.userId, updatedAt: sql`now()` })
        .where(eq(purchasingPrices.id, id))
        .returning();
      await writeAudit(tx, actor, 'update', 'purchasingPrice', id, before, row);
      return (await getPurchasingPrice(tx, id))!;
    });
  } catch (err) {
    throw await mapPurchasingPriceWriteError(db, input, id, err);
  }
}

/** DELETE /purchasing-prices/{id}: removes a price; false when it does not exist. */
export async function deletePurchasingPrice(db: Database, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(purchasingPrices).where(eq(purchasingPrices.id, id)).returning();
    if (!row) return false;
    await writeAudit(tx, actor, 'delete', 'purchasingPrice', id, row, null);
    return true;
  });
}
