import {
  BULK_EDIT_MAX_ROWS,
  type BulkAction,
  type BulkPreview,
  type BulkPreviewRow,
  PRICE_INTEGER_DIGITS,
  type Page,
  type SalesPriceBatch,
  IndexationMessages,
  type SalesPriceBatchKind,
  SalesPriceMessages,
  bulkNewPrice,
  bulkSelectionError,
  type salesPriceBatchListQuerySchema,
  type salesPriceBulkSchema,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, getTableColumns, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Actor } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { dayjs } from '../../dayjs.js';
import {
  auditLog,
  indexations,
  organizations,
  salesPriceBatchItems,
  salesPriceBatches,
  salesPrices,
  users,
} from '../../db/schema/index.js';
import { ApiError, badRequest } from '../../errors.js';
import {
  SALES_PRICE_DEFAULT_ORDER,
  SALES_PRICE_ENTITY,
  fullName,
  lockCustomerPrices,
  salesPriceConditions,
  selectSalesPrices,
  snapshotOf,
} from './sales-price-query.js';

/**
 * Bulk edit of sales prices (issue 16 "Bulk edit"; docs/pricing-api.md "Bulk edit of sales prices"; spec §5: a
 * percentage and a reason are required). A selection — `ids`, or the whole `filter`ed set of one customer's grid —
 * is raised by a percentage from a first month (`startMonth`, YYYYMM):
 *
 * - a row that ended before the first month is skipped;
 * - a row that starts before it is split: it now ends the month before, and a new row (a copy with the new price,
 *   the batch's reason and `batch_id`) runs from the first month to the old end (open stays open);
 * - a row that starts in or after it is replaced: its price, reason and `batch_id` change in place.
 *
 * The new price is `bulkNewPrice` (× (1 + percentage / 100), half up to 2 or 4 decimals); the preview and the apply
 * share `plannedChanges`, so what the preview shows is what apply writes. Apply runs in one transaction under the
 * advisory locks of every customer involved (ascending ids), writes set-based (one statement per kind of change,
 * the audit rows in one insert) and records the batch, which can be undone as a whole while none of its rows has
 * changed since.
 */

export type SalesPriceBulkValues = z.output<typeof salesPriceBulkSchema>;
export type SalesPriceBatchListParams = z.output<typeof salesPriceBatchListQuerySchema>;

type SalesPriceRow = typeof salesPrices.$inferSelect;
type BatchRow = typeof salesPriceBatches.$inferSelect;

/** True when a new price ("123456789.0000", never negative) has more digits before the point than numeric(12,4). */
const tooLarge = (price: string) => price.split('.')[0].length > PRICE_INTEGER_DIGITS;

/** The 400 (on `percentage`) when a new price would not fit numeric(12,4). */
export const priceTooLargeMessage = (id: number) =>
  SalesPriceMessages.newPriceTooLarge.replace('{{id}}', String(id));

/** "YYYYMM" → the month before it as a YYYYMM integer (202601 → 202512). */
export function monthBefore(yearMonth: string): number {
  return Number(dayjs(yearMonth, 'YYYYMM', true).subtract(1, 'month').format('YYYYMM'));
}

/** A PostgreSQL int[] of `ids` in one parameter (a list of thousands stays one parameter, not thousands). */
const intArray = (ids: readonly number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/** The selection's WHERE: the `ids` (duplicates count once) or the `filter` of one customer. 400 on `ids`. */
function selectionOf(input: SalesPriceBulkValues): SQL {
  const problem = bulkSelectionError(input);
  if (problem) throw badRequest([{ field: 'ids', message: problem }]);
  if (input.ids) return sql`${salesPrices.id} = any(${intArray(uniqueIds(input.ids))})`;
  return salesPriceConditions(input.filter!)!;
}

const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];

/** Rows that still run in or after the first month (the others are skipped). */
const runsFrom = (startMonth: string) =>
  or(isNull(salesPrices.endMonth), gte(salesPrices.endMonth, Number(startMonth)));

/**
 * The checks of a selection before anything is computed: every id exists (else the preview is outdated: 400 on
 * `ids`), the filter's customer exists (400 on `filter.organizationId`).
 */
async function assertSelection(db: Database, input: SalesPriceBulkValues, selection: SQL): Promise<void> {
  if (input.ids) {
    const [{ n }] = await db.select({ n: count() }).from(salesPrices).where(selection);
    if (n !== uniqueIds(input.ids).length) {
      throw badRequest([{ field: 'ids', message: SalesPriceMessages.previewOutdated }]);
    }
    return;
  }
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, input.filter!.organizationId));
  if (!organization) {
    throw badRequest([{ field: 'filter.organizationId', message: SalesPriceMessages.unknownOrganization }]);
  }
}

/**
 * What a batch does (issue 16 bulk edit, issue 17 indexation and reset): its record and the change of each row.
 * `startMonth` is the first month of the new values; `endMonth` the last month of an indexation with an end (a row
 * running past it gets a tail row with its old values from the month after), else null.
 */
export interface BatchSpec {
  kind: SalesPriceBatchKind;
  startMonth: number;
  endMonth: number | null;
  reason: string;
  percentage: string | null;
  decimals: number;
  indexationId: number | null;
  indexationValue: string | null;
  /** The row's new price (euros, four decimals) and indexation (three decimals); throws the 400 of a bad result. */
  change: (row: { id: number; price: string; indexation: string }) => { price: string; indexation: string };
}

/** One row's change: split or replace, the new price and indexation, where the changed row ends, and a tail. */
export interface PlannedChange {
  action: BulkAction;
  newPrice: string;
  newIndexation: string;
  newEndMonth: number | null;
  /** True when the row runs past the batch's end month: a tail row continues it with the old values. */
  tail: boolean;
}

type PlannableRow = {
  id: number;
  price: string;
  indexation: string;
  startMonth: number;
  endMonth: number | null;
};

/**
 * What `spec` does to `rows` (those that run in its period): split (the row starts before the first month) or
 * replace, the new values, the new end and whether a tail row follows. 400 on `ids` for more than
 * BULK_EDIT_MAX_ROWS rows; `spec.change`'s 400s.
 */
export function planChanges<Row extends PlannableRow>(
  rows: readonly Row[],
  spec: BatchSpec,
): (Row & PlannedChange)[] {
  if (rows.length > BULK_EDIT_MAX_ROWS) {
    throw badRequest([{ field: 'ids', message: SalesPriceMessages.tooManyRows }]);
  }
  return rows.map((row) => {
    const next = spec.change(row);
    const tail = spec.endMonth !== null && (row.endMonth === null || row.endMonth > spec.endMonth);
    return {
      ...row,
      action: row.startMonth < spec.startMonth ? 'split' : 'replace',
      newPrice: next.price,
      newIndexation: next.indexation,
      newEndMonth: tail ? spec.endMonth : row.endMonth,
      tail,
    };
  });
}

/** The batch spec of a bulk edit by percentage: new price × (1 + percentage / 100); 400 on `percentage` when too large. */
function percentageSpec(input: SalesPriceBulkValues): BatchSpec {
  return {
    kind: 'percentage',
    startMonth: Number(input.startMonth),
    endMonth: null,
    reason: input.reason,
    percentage: input.percentage,
    decimals: input.decimals,
    indexationId: null,
    indexationValue: null,
    change: (row) => {
      const price = bulkNewPrice(row.price, input.percentage, input.decimals);
      if (tooLarge(price)) throw badRequest([{ field: 'percentage', message: priceTooLargeMessage(row.id) }]);
      return { price, indexation: row.indexation };
    },
  };
}

/** The changes of a bulk edit: 400 on `startMonth` when no row runs in or after the first month. */
function plannedChanges<Row extends PlannableRow>(rows: readonly Row[], input: SalesPriceBulkValues) {
  if (rows.length > BULK_EDIT_MAX_ROWS) {
    throw badRequest([{ field: 'ids', message: SalesPriceMessages.tooManyRows }]);
  }
  if (!rows.length) throw badRequest([{ field: 'startMonth', message: SalesPriceMessages.nothingToChange }]);
  return planChanges(rows, percentageSpec(input));
}

/**
 * POST /sales-prices/bulk/preview: the rows the edit would change, ordered by customer, invoice line and start
 * month, with old and new price (euros, four decimals) and action, and the number of selected rows skipped because
 * they ended before `startMonth`. Writes nothing. 400: the selection (neither or both of ids and filter, an unknown
 * id — `previewOutdated` —, an unknown customer, more than BULK_EDIT_MAX_ROWS rows), nothing to change (on
 * `startMonth`), a new price too large (on `percentage`).
 */
export async function previewBulkEdit(db: Database, input: SalesPriceBulkValues): Promise<BulkPreview> {
  const selection = selectionOf(input);
  await assertSelection(db, input, selection);
  const rows = await selectSalesPrices(db)
    .where(and(selection, runsFrom(input.startMonth)))
    .orderBy(...SALES_PRICE_DEFAULT_ORDER)
    .limit(BULK_EDIT_MAX_ROWS + 1);
  const changes = plannedChanges(rows, input);
  const [{ skipped }] = await db
    .select({ skipped: count() })
    .from(salesPrices)
    .where(and(selection, lt(salesPrices.endMonth, Number(input.startMonth))));
  return {
    count: changes.length,
    rows: changes.map((row): BulkPreviewRow => ({
      id: row.id,
      organizationName: row.organizationName,
      subcustomerName: row.subcustomerName,
      supplierName: row.supplierName,
      invoiceLine: row.invoiceLine,
      lineType: row.lineType,
      startMonth: String(row.startMonth),
      endMonth: row.endMonth === null ? null : String(row.endMonth),
      oldPrice: row.price,
      newPrice: row.newPrice,
      action: row.action,
    })),
    skipped,
  };
}

/** One audit entry of a sales price change, with the snapshots `auditSalesPrice` writes (and the batch id). */
interface AuditEntry {
  action: 'bulkSplit' | 'bulkCreate' | 'bulkReplace' | 'undo';
  entityId: string;
  before: unknown;
  after: unknown;
}

function auditEntry(
  action: AuditEntry['action'],
  id: number,
  before: SalesPriceRow | null,
  after: SalesPriceRow | null,
  batchId: number,
): AuditEntry {
  return {
    action,
    entityId: String(id),
    before: before === null ? null : { ...snapshotOf(before), batchId },
    after: after === null ? null : { ...snapshotOf(after), batchId },
  };
}

/**
 * Writes `entries` to audit_log in one INSERT … SELECT over a single JSON parameter (thousands of rows: no
 * parameter limit, no statement per row), by `actor`, in the caller's transaction.
 */
async function insertAudits(tx: Database, actor: Actor, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.execute(sql`
    insert into ${auditLog} (actor_user_id, action, entity, entity_id, before, after)
    select ${actor.userId}::int, e.entry->>'action', ${SALES_PRICE_ENTITY}, e.entry->>'entityId',
      nullif(e.entry->'before', 'null'::jsonb), nullif(e.entry->'after', 'null'::jsonb)
    from jsonb_array_elements(${JSON.stringify(entries)}::jsonb) with ordinality as e(entry, n)
    order by e.n`);
}

/** The customers of the rows `where` selects, ascending (the order their locks are taken in). */
async function organizationsOf(tx: Database, where: SQL): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: salesPrices.organizationId })
    .from(salesPrices)
    .where(where)
    .orderBy(asc(salesPrices.organizationId));
  return rows.map((r) => r.id);
}

/** `n` fresh ids of sales_prices from its sequence, so the split's new rows are known before they are inserted. */
async function nextSalesPriceIds(tx: Database, n: number): Promise<number[]> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('sales_prices', 'id'))::int as id from generate_series(1, ${n})`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * POST /sales-prices/bulk: applies the edit in one transaction and returns the recorded batch. Under the locks of
 * every customer involved (ascending organization id) the rows are read again FOR UPDATE and the changes computed
 * as in the preview; `expectedCount` (the preview's count) different from it is a 409 `previewOutdated`, as is a
 * selected row that moved to another customer meanwhile. Then, set-based (a statement per kind of change, never
 * one per row): the batch; the split's new rows and their items (INSERT … SELECT over the row ids, fresh ids and
 * new prices), the split rows' end month (one UPDATE); the replaced rows' items and their price, reason and batch
 * (one UPDATE … FROM); the audit rows (bulkSplit on the old row, bulkCreate on the new one, bulkReplace) in one
 * insert. Every 400 of the preview applies; nothing is written on any error.
 */
export async function applyBulkEdit(
  db: Database,
  input: SalesPriceBulkValues,
  actor: Actor,
): Promise<SalesPriceBatch> {
  const selection = selectionOf(input);
  const batchId = await db.transaction(async (tx) => {
    const customers = input.ids ? await organizationsOf(tx, selection) : [input.filter!.organizationId];
    for (const organizationId of customers) await lockCustomerPrices(tx, organizationId);
    await assertSelection(tx, input, selection);
    const rows = await tx
      .select()
      .from(salesPrices)
      .where(and(selection, runsFrom(input.startMonth)))
      .orderBy(asc(salesPrices.id))
      .limit(BULK_EDIT_MAX_ROWS + 1)
      .for('update');
    if (rows.some((row) => !customers.includes(row.organizationId))) {
      throw new ApiError(409, SalesPriceMessages.previewOutdated);
    }
    const changes = plannedChanges(rows, input);
    if (input.expectedCount !== undefined && input.expectedCount !== changes.length) {
      throw new ApiError(409, SalesPriceMessages.previewOutdated);
    }

    return writeBatch(tx, percentageSpec(input), changes, actor);
  });
  return (await getSalesPriceBatch(db, batchId))!;
}

/** "YYYYMM" integer → the month after it (202612 → 202701). */
export function monthAfter(yearMonth: number): number {
  return Number(dayjs(String(yearMonth), 'YYYYMM', true).add(1, 'month').format('YYYYMM'));
}

/**
 * Writes a planned batch in the caller's transaction, under the caller's customer locks, with `changes` planned
 * from rows the caller read FOR UPDATE; returns the batch id. Set-based over one JSON parameter (never a statement
 * per row): the batch record; the split's new rows (the new values from the first month to the new end) and the
 * tail rows (the old values from the month after the batch's end to the old end); the items; the split rows' end
 * month (the month before the first) in one UPDATE; the replaced rows' price, indexation, end, reason and batch in
 * one UPDATE … FROM; the audit rows (bulkSplit, bulkCreate for new and tail rows, bulkReplace) in one insert.
 * Every written row gets updated_at = now(), the batch's created_at (what undo checks).
 */
export async function writeBatch(
  tx: Database,
  spec: BatchSpec,
  changes: readonly (SalesPriceRow & PlannedChange)[],
  actor: Actor,
): Promise<number> {
  const previous = monthBefore(String(spec.startMonth));
  const tailStart = spec.endMonth === null ? null : monthAfter(spec.endMonth);
  const [batch] = await tx
    .insert(salesPriceBatches)
    .values({
      kind: spec.kind,
      percentage: spec.percentage,
      indexationId: spec.indexationId,
      indexationValue: spec.indexationValue,
      endMonth: spec.endMonth,
      reason: spec.reason,
      startMonth: spec.startMonth,
      decimals: spec.decimals,
      createdBy: actor.userId,
    })
    .returning({ id: salesPriceBatches.id });
  const splits = changes.filter((c) => c.action === 'split');
  const tails = changes.filter((c) => c.tail);
  const fresh = await nextSalesPriceIds(tx, splits.length + tails.length);
  const newIdOf = new Map(splits.map((c, i) => [c.id, fresh[i]]));
  const tailIdOf = new Map(tails.map((c, i) => [c.id, fresh[splits.length + i]]));
  const plan = changes.map((c) => ({
    id: c.id,
    action: c.action,
    new_id: newIdOf.get(c.id) ?? null,
    tail_id: tailIdOf.get(c.id) ?? null,
    price: c.newPrice,
    indexation: c.newIndexation,
    new_end: c.newEndMonth,
  }));
  const v = sql`jsonb_to_recordset(${JSON.stringify(plan)}::jsonb) as v(id int, action text, new_id int,
    tail_id int, price numeric, indexation numeric, new_end int)`;
  const batchId = batch.id;

  // New and tail rows and the items first, while the old rows still hold their values.
  if (splits.length) {
    await tx.execute(sql`
      insert into ${salesPrices} (id, supplier_id, organization_id, subcustomer_id, purchasing_price_id,
        invoice_line, line_type, price, start_month, end_month, indexation, reason, batch_id, updated_by)
      select v.new_id, sp.supplier_id, sp.organization_id, sp.subcustomer_id, sp.purchasing_price_id,
        sp.invoice_line, sp.line_type, v.price, ${spec.startMonth}, v.new_end, v.indexation, ${spec.reason},
        ${batchId}, ${actor.userId}::int
      from ${v} join ${salesPrices} sp on sp.id = v.id where v.new_id is not null`);
  }
  if (tails.length) {
    await tx.execute(sql`
      insert into ${salesPrices} (id, supplier_id, organization_id, subcustomer_id, purchasing_price_id,
        invoice_line, line_type, price, start_month, end_month, indexation, reason, batch_id, updated_by)
      select v.tail_id, sp.supplier_id, sp.organization_id, sp.subcustomer_id, sp.purchasing_price_id,
        sp.invoice_line, sp.line_type, sp.price, ${tailStart}::int, sp.end_month, sp.indexation, sp.reason,
        ${batchId}, ${actor.userId}::int
      from ${v} join ${salesPrices} sp on sp.id = v.id where v.tail_id is not null`);
  }
  await tx.execute(sql`
    insert into ${salesPriceBatchItems} (batch_id, action, sales_price_id, new_sales_price_id, tail_sales_price_id,
      old_price, new_price, old_indexation, new_indexation, old_end_month, old_reason, old_batch_id, old_updated_at,
      old_updated_by)
    select ${batchId}, v.action, sp.id, v.new_id, v.tail_id, sp.price, v.price, sp.indexation, v.indexation,
      sp.end_month, sp.reason, sp.batch_id, sp.updated_at, sp.updated_by
    from ${v} join ${salesPrices} sp on sp.id = v.id`);

  const audits: AuditEntry[] = [];
  const tailOf = (old: SalesPriceRow): SalesPriceRow => ({
    ...old,
    id: tailIdOf.get(old.id)!,
    startMonth: tailStart!,
    batchId,
  });
  if (splits.length) {
    const ended = await tx
      .update(salesPrices)
      .set({ endMonth: previous, updatedAt: sql`now()`, updatedBy: actor.userId })
      .where(sql`${salesPrices.id} = any(${intArray(splits.map((c) => c.id))})`)
      .returning();
    const endedById = new Map(ended.map((row) => [row.id, row]));
    for (const { action: _a, newPrice, newIndexation, newEndMonth, tail, ...old } of splits) {
      const created: SalesPriceRow = {
        ...old,
        id: newIdOf.get(old.id)!,
        price: newPrice,
        indexation: newIndexation,
        startMonth: spec.startMonth,
        endMonth: newEndMonth,
        reason: spec.reason,
        batchId,
      };
      audits.push(auditEntry('bulkSplit', old.id, old, endedById.get(old.id)!, batchId));
      audits.push(auditEntry('bulkCreate', created.id, null, created, batchId));
      if (tail) audits.push(auditEntry('bulkCreate', tailIdOf.get(old.id)!, null, tailOf(old), batchId));
    }
  }
  const replaces = changes.filter((c) => c.action === 'replace');
  if (replaces.length) {
    const changed = await tx
      .update(salesPrices)
      .set({
        price: sql`v.price`,
        indexation: sql`v.indexation`,
        endMonth: sql`v.new_end`,
        reason: spec.reason,
        batchId,
        updatedAt: sql`now()`,
        updatedBy: actor.userId,
      })
      .from(v)
      .where(sql`${salesPrices.id} = v.id and v.action = 'replace'`)
      .returning(getTableColumns(salesPrices));
    const changedById = new Map(changed.map((row) => [row.id, row]));
    for (const { action: _a, newPrice: _p, newIndexation: _i, newEndMonth: _e, tail, ...old } of replaces) {
      audits.push(auditEntry('bulkReplace', old.id, old, changedById.get(old.id)!, batchId));
      if (tail) audits.push(auditEntry('bulkCreate', tailIdOf.get(old.id)!, null, tailOf(old), batchId));
    }
  }
  await insertAudits(tx, actor, audits);
  return batchId;
}

const creator = alias(users, 'sales_price_batch_creator');
const undoer = alias(users, 'sales_price_batch_undoer');

/** The rows (old or new) a batch's items name, as `sp` (FROM … WHERE of a subquery on the outer batch). */
const batchRows = () => sql`${salesPriceBatchItems} i
  join ${salesPrices} sp on sp.id in (i.sales_price_id, i.new_sales_price_id, i.tail_sales_price_id)`;

const batchFields = {
  id: salesPriceBatches.id,
  kind: salesPriceBatches.kind,
  percentage: sql<string | null>`${salesPriceBatches.percentage}::text`,
  indexationId: salesPriceBatches.indexationId,
  indexationValue: sql<string | null>`${salesPriceBatches.indexationValue}::text`,
  reason: salesPriceBatches.reason,
  startMonth: salesPriceBatches.startMonth,
  decimals: salesPriceBatches.decimals,
  count: sql<number>`(select count(*)::int from ${salesPriceBatchItems} i where i.batch_id = ${salesPriceBatches.id})`,
  organizationNames: sql<unknown>`(select json_agg(distinct o.name) from ${batchRows()}
    join ${organizations} o on o.id = sp.organization_id where i.batch_id = ${salesPriceBatches.id})`,
  createdAt: salesPriceBatches.createdAt,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  undoneAt: salesPriceBatches.undoneAt,
  undoerFirstName: undoer.firstName,
  undoerLastName: undoer.lastName,
};

const selectBatches = (db: Database) =>
  db
    .select(batchFields)
    .from(salesPriceBatches)
    .leftJoin(creator, eq(creator.id, salesPriceBatches.createdBy))
    .leftJoin(undoer, eq(undoer.id, salesPriceBatches.undoneBy));

type SelectedBatch = Awaited<ReturnType<ReturnType<typeof selectBatches>['execute']>>[number];

function toSalesPriceBatch(row: SelectedBatch): SalesPriceBatch {
  // json_agg: parsed by both drivers; a string only if a driver leaves json as text. Null: no rows left.
  const names =
    typeof row.organizationNames === 'string' ? JSON.parse(row.organizationNames) : row.organizationNames;
  return {
    id: row.id,
    kind: row.kind,
    percentage: row.percentage,
    indexationId: row.indexationId,
    indexationValue: row.indexationValue,
    reason: row.reason,
    startMonth: String(row.startMonth),
    decimals: row.decimals,
    count: Number(row.count),
    organizationNames: ((names ?? []) as string[]).sort((a, b) => a.localeCompare(b)),
    createdAt: row.createdAt.toISOString(),
    createdByName: fullName(row.creatorFirstName, row.creatorLastName),
    undoneAt: row.undoneAt === null ? null : row.undoneAt.toISOString(),
    undoneByName: fullName(row.undoerFirstName, row.undoerLastName),
  };
}

/** One recorded bulk edit (salesPriceBatchSchema), or null. */
export async function getSalesPriceBatch(db: Database, id: number): Promise<SalesPriceBatch | null> {
  const [row] = await selectBatches(db).where(eq(salesPriceBatches.id, id));
  return row ? toSalesPriceBatch(row) : null;
}

/**
 * GET /sales-price-batches: a page of recorded bulk edits, newest first; with `organizationId` only those that
 * changed a price of that customer, with `indexationId` only the applications of that indexation (undone ones too). `count` is the number of rows changed, `organizationNames` the customers.
 */
export async function listSalesPriceBatches(
  db: Database,
  params: SalesPriceBatchListParams,
): Promise<Page<SalesPriceBatch>> {
  const where = and(
    params.organizationId === undefined
      ? undefined
      : sql`exists (select 1 from ${batchRows()}
          where i.batch_id = ${salesPriceBatches.id} and sp.organization_id = ${params.organizationId})`,
    params.indexationId === undefined ? undefined : eq(salesPriceBatches.indexationId, params.indexationId),
  );
  const [{ total }] = await db.select({ total: count() }).from(salesPriceBatches).where(where);
  const rows = await selectBatches(db)
    .where(where)
    .orderBy(desc(salesPriceBatches.createdAt), desc(salesPriceBatches.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return { items: rows.map(toSalesPriceBatch), total, page: params.page, pageSize: params.pageSize };
}

const oldRow = alias(salesPrices, 'old_row');
const newRow = alias(salesPrices, 'new_row');
const tailRow = alias(salesPrices, 'tail_row');

/**
 * The number of items of `batch` whose rows are no longer as the batch left them. Every row a bulk edit writes gets
 * `updated_at` = now() of its transaction, which is also the batch's `created_at`; every later write (an edit, a
 * later bulk edit, an undo of a later one restores the value) moves it. So an item has changed when its old row is
 * gone or was written since, or, for a split, its new row, or its tail row, is gone or was written since. Compared in SQL (timestamps
 * to the microsecond).
 */
async function changedItems(tx: Database, batch: BatchRow): Promise<number> {
  const item = salesPriceBatchItems;
  const batchTime = sql`(select ${salesPriceBatches.createdAt} from ${salesPriceBatches} where ${salesPriceBatches.id} = ${batch.id})`;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(item)
    .leftJoin(oldRow, eq(oldRow.id, item.salesPriceId))
    .leftJoin(newRow, eq(newRow.id, item.newSalesPriceId))
    .leftJoin(tailRow, eq(tailRow.id, item.tailSalesPriceId))
    .where(
      and(
        eq(item.batchId, batch.id),
        or(
          and(
            sql`${item.action} <> 'create'`,
            or(isNull(oldRow.id), sql`${oldRow.updatedAt} is distinct from ${batchTime}`),
          ),
          and(
            sql`${item.action} in ('split', 'create')`,
            or(isNull(newRow.id), sql`${newRow.updatedAt} is distinct from ${batchTime}`),
          ),
          and(
            sql`${item.tailSalesPriceId} is not null`,
            or(isNull(tailRow.id), sql`${tailRow.updatedAt} is distinct from ${batchTime}`),
          ),
        ),
      ),
    );
  return n;
}

/**
 * POST /sales-price-batches/{id}/undo: undoes a bulk edit as a whole in one transaction, under the locks of its
 * customers, and returns the batch with `undoneAt` / `undoneByName`; null for an unknown id (404). 409
 * `batchUndone` when it was undone already; 409 `batchChanged` when any of its rows was written afterwards (edited,
 * deleted, or raised by a later bulk edit that is not undone: undo the newest first) — nothing is changed then.
 * Otherwise the split's new rows are deleted, the split rows get their old end month back, the replaced rows their
 * old price and reason, and every restored row its batch, last write time and writer from before the edit; each row
 * audited 'undo'.
 */
export async function undoBulkEdit(db: Database, id: number, actor: Actor): Promise<SalesPriceBatch | null> {
  const found = await db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(salesPriceBatches)
      .where(eq(salesPriceBatches.id, id))
      .for('update');
    if (!batch) return false;
    if (batch.undoneAt !== null) throw new ApiError(409, SalesPriceMessages.batchUndone);
    const items = await tx.select().from(salesPriceBatchItems).where(eq(salesPriceBatchItems.batchId, id));
    if (batch.indexationId !== null) {
      const [indexation] = await tx
        .select({ closedAt: indexations.closedAt })
        .from(indexations)
        .where(eq(indexations.id, batch.indexationId));
      if (indexation?.closedAt) throw new ApiError(409, IndexationMessages.closed);
    }
    const rowIds = items
      .flatMap((i) => [i.salesPriceId, i.newSalesPriceId, i.tailSalesPriceId])
      .filter((v) => v !== null);
    const inBatch = sql`${salesPrices.id} = any(${intArray(rowIds)})`;
    const customers = await organizationsOf(tx, inBatch);
    for (const organizationId of customers) await lockCustomerPrices(tx, organizationId);
    const rows = new Map(
      (await tx.select().from(salesPrices).where(inBatch).for('update')).map((row) => [row.id, row]),
    );
    if (
      [...rows.values()].some((row) => !customers.includes(row.organizationId)) ||
      (await changedItems(tx, batch)) > 0
    ) {
      throw new ApiError(409, SalesPriceMessages.batchChanged);
    }

    const audits: AuditEntry[] = [];
    const created = items.flatMap((i) => [i.newSalesPriceId, i.tailSalesPriceId].filter((v) => v !== null));
    if (created.length) {
      await tx.delete(salesPrices).where(sql`${salesPrices.id} = any(${intArray(created)})`);
      for (const newId of created) audits.push(auditEntry('undo', newId, rows.get(newId)!, null, id));
    }
    const restored = await tx
      .update(salesPrices)
      .set({
        endMonth: sql`${salesPriceBatchItems.oldEndMonth}`,
        price: sql`${salesPriceBatchItems.oldPrice}`,
        indexation: sql`${salesPriceBatchItems.oldIndexation}`,
        reason: sql`case when ${salesPriceBatchItems.action} = 'replace' then ${salesPriceBatchItems.oldReason}
          else ${salesPrices.reason} end`,
        batchId: sql`${salesPriceBatchItems.oldBatchId}`,
        // As before the edit, so that an older bulk edit over this row can be undone next (changedItems).
        updatedAt: sql`${salesPriceBatchItems.oldUpdatedAt}`,
        updatedBy: sql`${salesPriceBatchItems.oldUpdatedBy}`,
      })
      .from(salesPriceBatchItems)
      .where(and(eq(salesPriceBatchItems.batchId, id), eq(salesPriceBatchItems.salesPriceId, salesPrices.id)))
      .returning(getTableColumns(salesPrices));
    for (const row of restored) {
      audits.push(auditEntry('undo', row.id, rows.get(row.id)!, row, id));
    }
    await insertAudits(tx, actor, audits);
    await tx
      .update(salesPriceBatches)
      .set({ undoneAt: sql`now()`, undoneBy: actor.userId })
      .where(eq(salesPriceBatches.id, id));
    return true;
  });
  return found ? getSalesPriceBatch(db, id) : null;
}
