import {
  type Indexation,
  type IndexationCustomer,
  IndexationMessages,
  type IndexationPreview,
  type IndexationPreviewRow,
  NEUTRAL_INDEXATION,
  type Page,
  type ResetIndexationPreview,
  type SalesPriceBatch,
  SalesPriceMessages,
  changePercent,
  compoundIndexation,
  effectivePrice,
  type indexationApplySchema,
  indexationInRange,
  priceChange,
  type indexationInputSchema,
  type indexationListQuerySchema,
  type resetIndexationSchema,
  salesPricePeriodError,
} from '@portal/domain';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import {
  indexations,
  organizations,
  priceTierSets,
  salesPriceBatchItems,
  salesPriceBatches,
  salesPrices,
  users,
} from '../../db/schema/index.js';
import { ApiError, badRequest } from '../../errors.js';
import {
  type BatchSpec,
  type PlannedChange,
  getSalesPriceBatch,
  planChanges,
  writeBatch,
} from './sales-price-bulk.js';
import {
  SALES_PRICE_DEFAULT_ORDER,
  fullName,
  lockCustomerPrices,
  selectSalesPrices,
} from './sales-price-query.js';

/**
 * Indexations and the per-customer reset to 1.000 (issue 17 "Indexations"; spec §2 /indexations, §3 Indexation,
 * §5, §9; docs/pricing-api.md "Indexations"; the decisions are in @portal/domain indexations.ts). The row changes are
 * those of the bulk edit (`planChanges`, `writeBatch` of sales-price-bulk.ts): split or replace from the first month,
 * a tail row past an indexation's end, one batch per customer so that a customer's application can be undone (and a
 * customer excluded now applied later) on its own, all in one transaction under the customers' locks.
 */

export type IndexationValues = z.output<typeof indexationInputSchema>;
export type IndexationListParams = z.output<typeof indexationListQuerySchema>;
export type IndexationApplyValues = z.output<typeof indexationApplySchema>;
export type ResetIndexationValues = z.output<typeof resetIndexationSchema>;

/** The audit log's entity name of an indexation. */
const INDEXATION_ENTITY = 'indexation';

const creator = alias(users, 'indexation_creator');
const closer = alias(users, 'indexation_closer');

/** The condition on batch `b`: an application of indexation `id` that is not undone (one per customer). */
const isApplication = (id: SQL | number) =>
  sql`b.indexation_id = ${id} and b.undone_at is null and b.kind = 'indexation'`;

/** FROM … WHERE of the items `i` and their rows `sp` (old and new) of indexation `id`'s applications. */
const appliedRows = (id: SQL | number) => sql`${salesPriceBatches} b
  join ${salesPriceBatchItems} i on i.batch_id = b.id
  join ${salesPrices} sp on sp.id in (i.sales_price_id, i.new_sales_price_id)
  where ${isApplication(id)}`;

const indexationFields = {
  id: indexations.id,
  startMonth: indexations.startMonth,
  endMonth: indexations.endMonth,
  value: sql<string>`${indexations.value}::text`,
  priceTierSetId: indexations.priceTierSetId,
  priceTierSetName: priceTierSets.name,
  createdAt: indexations.createdAt,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  closedAt: indexations.closedAt,
  closerFirstName: closer.firstName,
  closerLastName: closer.lastName,
  customerCount: sql<number>`(select count(distinct sp.organization_id)::int
    from ${appliedRows(sql`${indexations.id}`)})`,
  rowCount: sql<number>`(select count(distinct i.id)::int from ${appliedRows(sql`${indexations.id}`)})`,
};

const selectIndexations = (db: Database) =>
  db
    .select(indexationFields)
    .from(indexations)
    .leftJoin(priceTierSets, eq(priceTierSets.id, indexations.priceTierSetId))
    .leftJoin(creator, eq(creator.id, indexations.createdBy))
    .leftJoin(closer, eq(closer.id, indexations.closedBy));

type SelectedIndexation = Awaited<ReturnType<ReturnType<typeof selectIndexations>['execute']>>[number];

function toIndexation(row: SelectedIndexation): Indexation {
  return {
    id: row.id,
    startMonth: String(row.startMonth),
    endMonth: row.endMonth === null ? null : String(row.endMonth),
    value: row.value,
    priceTierSetId: row.priceTierSetId,
    priceTierSetName: row.priceTierSetName,
    status: row.closedAt === null ? 'open' : 'closed',
    customerCount: Number(row.customerCount),
    rowCount: Number(row.rowCount),
    createdAt: row.createdAt.toISOString(),
    createdByName: fullName(row.creatorFirstName, row.creatorLastName),
    closedAt: row.closedAt === null ? null : row.closedAt.toISOString(),
    closedByName: fullName(row.closerFirstName, row.closerLastName),
  };
}

/** One indexation (indexationEntitySchema), or null. */
export async function getIndexation(db: Database, id: number): Promise<Indexation | null> {
  const [row] = await selectIndexations(db).where(eq(indexations.id, id));
  return row ? toIndexation(row) : null;
}

/** GET /indexations: a page, newest start month first (then newest added); `status` open or closed only. */
export async function listIndexations(db: Database, params: IndexationListParams): Promise<Page<Indexation>> {
  const where =
    params.status === undefined
      ? undefined
      : params.status === 'open'
        ? isNull(indexations.closedAt)
        : sql`${indexations.closedAt} is not null`;
  const [{ total }] = await db.select({ total: count() }).from(indexations).where(where);
  const rows = await selectIndexations(db)
    .where(where)
    .orderBy(desc(indexations.startMonth), desc(indexations.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return { items: rows.map(toIndexation), total, page: params.page, pageSize: params.pageSize };
}

/**
 * POST /indexations: adds an open indexation and returns it. 400 on `endMonth` (before the start) or
 * `priceTierSetId` (unknown set; the set is locked FOR SHARE so that a concurrent delete waits). Audited.
 */
export async function createIndexation(
  db: Database,
  input: IndexationValues,
  actor: Actor,
): Promise<Indexation> {
  const periodError = salesPricePeriodError(input.startMonth, input.endMonth);
  if (periodError) throw badRequest([{ field: 'endMonth', message: periodError }]);
  const id = await db.transaction(async (tx) => {
    if (input.priceTierSetId !== null) {
      const [set] = await tx
        .select({ id: priceTierSets.id })
        .from(priceTierSets)
        .where(eq(priceTierSets.id, input.priceTierSetId))
        .for('share');
      if (!set)
        throw badRequest([{ field: 'priceTierSetId', message: IndexationMessages.unknownPriceTierSet }]);
    }
    const [row] = await tx
      .insert(indexations)
      .values({
        startMonth: Number(input.startMonth),
        endMonth: input.endMonth === null ? null : Number(input.endMonth),
        value: input.value,
        priceTierSetId: input.priceTierSetId,
        createdBy: actor.userId,
      })
      .returning({ id: indexations.id });
    await writeAudit(tx, actor, 'create', INDEXATION_ENTITY, row.id, null, input);
    return row.id;
  });
  return (await getIndexation(db, id))!;
}

/** Reads indexation `id` FOR UPDATE in `tx` (applies and closes of one indexation queue up); null when unknown. */
async function lockIndexation(tx: Database, id: number) {
  const [row] = await tx.select().from(indexations).where(eq(indexations.id, id)).for('update');
  return row ?? null;
}

/** POST /indexations/{id}/close: closes it (read-only from then on); null when unknown; 409 alreadyClosed. */
export async function closeIndexation(db: Database, id: number, actor: Actor): Promise<Indexation | null> {
  const found = await db.transaction(async (tx) => {
    const row = await lockIndexation(tx, id);
    if (!row) return false;
    if (row.closedAt !== null) throw new ApiError(409, IndexationMessages.alreadyClosed);
    await tx
      .update(indexations)
      .set({ closedAt: sql`now()`, closedBy: actor.userId })
      .where(eq(indexations.id, id));
    await writeAudit(tx, actor, 'close', INDEXATION_ENTITY, id, { closed: false }, { closed: true });
    return true;
  });
  return found ? getIndexation(db, id) : null;
}

/**
 * DELETE /indexations/{id}: removes an indexation that is not applied to any customer (its undone batches keep
 * their record, without the link); false when unknown; 409 `applied` while a batch of it is not undone.
 */
export async function deleteIndexation(db: Database, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockIndexation(tx, id);
    if (!row) return false;
    const [{ n }] = (
      (await tx.execute(
        sql`select count(*)::int as n from ${salesPriceBatches} b where ${isApplication(id)}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if (Number(n) > 0) throw new ApiError(409, IndexationMessages.applied);
    await tx.delete(indexations).where(eq(indexations.id, id));
    await writeAudit(tx, actor, 'delete', INDEXATION_ENTITY, id, { ...row, value: row.value }, null);
    return true;
  });
}

type IndexationRow = typeof indexations.$inferSelect;

/** The rows an indexation changes: those running in its period (in or after the start, not after the end). */
function inPeriod(startMonth: number, endMonth: number | null): SQL {
  return and(
    or(isNull(salesPrices.endMonth), gte(salesPrices.endMonth, startMonth)),
    endMonth === null ? undefined : lte(salesPrices.startMonth, endMonth),
  )!;
}

/** The customers indexation `id` is applied to, with the batch of each (batches not undone). */
async function appliedCustomers(db: Database, id: number): Promise<Map<number, number>> {
  const result = (await db.execute(sql`
    select distinct sp.organization_id as organization_id, b.id as batch_id from ${appliedRows(id)}`)) as unknown as {
    rows: { organization_id: number; batch_id: number }[];
  };
  return new Map(result.rows.map((r) => [Number(r.organization_id), Number(r.batch_id)]));
}

/** The batch spec of indexation `row` applied with `reason`: the factor compounded; 400 on `value` out of range. */
function indexationSpec(row: IndexationRow, reason: string): BatchSpec {
  return {
    kind: 'indexation',
    startMonth: row.startMonth,
    endMonth: row.endMonth,
    reason,
    percentage: null,
    decimals: 4,
    indexationId: row.id,
    indexationValue: row.value,
    change: (price) => {
      const indexation = compoundIndexation(price.indexation, row.value);
      if (!indexationInRange(indexation)) {
        throw badRequest([
          { field: 'value', message: IndexationMessages.outOfRange.replace('{{id}}', String(price.id)) },
        ]);
      }
      return { price: price.price, indexation };
    },
  };
}

/** The batch spec of a reset of one customer to 1.000 from `startMonth`. */
function resetSpec(input: ResetIndexationValues, reason: string): BatchSpec {
  return {
    kind: 'resetIndexation',
    startMonth: Number(input.startMonth),
    endMonth: null,
    reason,
    percentage: null,
    decimals: 4,
    indexationId: null,
    indexationValue: NEUTRAL_INDEXATION,
    change: (price) => ({ price: price.price, indexation: NEUTRAL_INDEXATION }),
  };
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof selectSalesPrices>['execute']>>[number];

/** A planned row as the preview shows it: old and new indexation and effective price, the change in euros and %. */
function toPreviewRow(row: ListedRow & PlannedChange): IndexationPreviewRow {
  const oldEffective = effectivePrice(row.price, row.indexation);
  const newEffective = effectivePrice(row.newPrice, row.newIndexation);
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    subcustomerName: row.subcustomerName,
    supplierName: row.supplierName,
    invoiceLine: row.invoiceLine,
    lineType: row.lineType,
    startMonth: String(row.startMonth),
    endMonth: row.endMonth === null ? null : String(row.endMonth),
    newEndMonth: row.newEndMonth === null ? null : String(row.newEndMonth),
    price: row.price,
    oldIndexation: row.indexation,
    newIndexation: row.newIndexation,
    oldEffectivePrice: oldEffective,
    newEffectivePrice: newEffective,
    change: priceChange(oldEffective, newEffective),
    changePercent: changePercent(oldEffective, newEffective),
    action: row.action,
  };
}

/** 409 `closed` for a closed indexation, null (404) for an unknown one. */
function assertOpen(row: IndexationRow | null): IndexationRow | null {
  if (row && row.closedAt !== null) throw new ApiError(409, IndexationMessages.closed);
  return row;
}

/**
 * POST /indexations/{id}/preview ("show prices"): the customers it is applied to (with their batch), and every row
 * of the other customers it would change, with old and new prices. Null for an unknown id (404); 409 `closed`; 400
 * on `ids` for more than BULK_EDIT_MAX_ROWS rows, on `value` for a compounded factor out of range. Writes nothing.
 */
export async function previewIndexation(db: Database, id: number): Promise<IndexationPreview | null> {
  const [row] = await db.select().from(indexations).where(eq(indexations.id, id));
  if (!assertOpen(row ?? null)) return null;
  const applied = await appliedCustomers(db, id);
  const rows = await selectSalesPrices(db)
    .where(
      and(
        inPeriod(row.startMonth, row.endMonth),
        applied.size ? notInArray(salesPrices.organizationId, [...applied.keys()]) : undefined,
      ),
    )
    .orderBy(...SALES_PRICE_DEFAULT_ORDER)
    .limit(5001);
  const planned = planChanges(rows, indexationSpec(row, '')).map(toPreviewRow);
  const customers = new Map<number, IndexationCustomer>();
  for (const r of planned) {
    const customer = customers.get(r.organizationId) ?? {
      organizationId: r.organizationId,
      organizationName: r.organizationName,
      rowCount: 0,
      batchId: null,
    };
    customer.rowCount += 1;
    customers.set(r.organizationId, customer);
  }
  if (applied.size) {
    const names = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.id, [...applied.keys()]));
    for (const { id: organizationId, name } of names) {
      customers.set(organizationId, {
        organizationId,
        organizationName: name,
        rowCount: 0,
        batchId: applied.get(organizationId)!,
      });
    }
  }
  return {
    indexation: (await getIndexation(db, id))!,
    customers: [...customers.values()].sort(
      (a, b) => a.organizationName.localeCompare(b.organizationName) || a.organizationId - b.organizationId,
    ),
    rows: planned,
    count: planned.length,
  };
}

type SalesPriceRow = typeof salesPrices.$inferSelect;

/**
 * Plans and writes one batch per customer of `customers` (ascending ids, each locked first) over the rows `where`
 * selects, FOR UPDATE; returns the batch ids and the number of rows changed. The caller's transaction.
 */
async function writePerCustomer(
  tx: Database,
  customers: readonly number[],
  where: SQL,
  spec: BatchSpec,
  actor: Actor,
  expectedCount: number | undefined,
): Promise<number[]> {
  for (const organizationId of customers) await lockCustomerPrices(tx, organizationId);
  const rows: SalesPriceRow[] = customers.length
    ? await tx
        .select()
        .from(salesPrices)
        .where(and(where, inArray(salesPrices.organizationId, [...customers])))
        .orderBy(asc(salesPrices.organizationId), asc(salesPrices.id))
        .limit(5001)
        .for('update')
    : [];
  const changes = planChanges(rows, spec);
  if (expectedCount !== undefined && expectedCount !== changes.length) {
    throw new ApiError(409, SalesPriceMessages.previewOutdated);
  }
  const batchIds: number[] = [];
  for (const organizationId of customers) {
    const own = changes.filter((c) => c.organizationId === organizationId);
    if (own.length) batchIds.push(await writeBatch(tx, spec, own, actor));
  }
  return batchIds;
}

/**
 * POST /indexations/{id}/apply: applies the indexation to every customer with rows in its period that it is not
 * applied to yet, except `excludedOrganizationIds` — one batch per customer, all in one transaction under the
 * indexation's row lock and the customers' locks — and returns the batches (newest customer last). Null for an
 * unknown id (404). 409 `closed`; 409 previewOutdated when `expectedCount` differs from the rows it changes now;
 * 400 on `excludedOrganizationIds` (allExcluded, nothingToApply), on `ids` (more than BULK_EDIT_MAX_ROWS rows), on
 * `value` (a factor out of range). Nothing is written on any error.
 */
export async function applyIndexation(
  db: Database,
  id: number,
  input: IndexationApplyValues,
  actor: Actor,
): Promise<SalesPriceBatch[] | null> {
  const batchIds = await db.transaction(async (tx) => {
    const row = assertOpen(await lockIndexation(tx, id));
    if (!row) return null;
    const applied = await appliedCustomers(tx, id);
    const period = inPeriod(row.startMonth, row.endMonth);
    const candidates = (
      await tx
        .selectDistinct({ id: salesPrices.organizationId })
        .from(salesPrices)
        .where(period)
        .orderBy(asc(salesPrices.organizationId))
    )
      .map((r) => r.id)
      .filter((organizationId) => !applied.has(organizationId));
    const excluded = new Set(input.excludedOrganizationIds);
    const customers = candidates.filter((organizationId) => !excluded.has(organizationId));
    if (!customers.length) {
      throw badRequest([
        {
          field: 'excludedOrganizationIds',
          message: candidates.length ? IndexationMessages.allExcluded : IndexationMessages.nothingToApply,
        },
      ]);
    }
    return writePerCustomer(
      tx,
      customers,
      period,
      indexationSpec(row, input.reason),
      actor,
      input.expectedCount,
    );
  });
  if (batchIds === null) return null;
  return Promise.all(batchIds.map(async (batchId) => (await getSalesPriceBatch(db, batchId))!));
}

/** The rows of a reset: the customer's rows that run in or after the first month and are indexed. */
const resetRows = (input: ResetIndexationValues) =>
  and(
    eq(salesPrices.organizationId, input.organizationId),
    or(isNull(salesPrices.endMonth), gte(salesPrices.endMonth, Number(input.startMonth))),
    ne(salesPrices.indexation, NEUTRAL_INDEXATION),
  )!;

/** 400 on `organizationId` for an unknown customer. */
async function assertCustomer(db: Database, organizationId: number): Promise<void> {
  const [found] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!found)
    throw badRequest([{ field: 'organizationId', message: SalesPriceMessages.unknownOrganization }]);
}

/**
 * POST /sales-prices/reset-indexation/preview: the rows of one customer that a reset to 1.000 from `startMonth`
 * changes. 400 on `organizationId` (unknown customer), on `startMonth` (notIndexed: no indexed row runs in or after
 * it). Writes nothing.
 */
export async function previewResetIndexation(
  db: Database,
  input: ResetIndexationValues,
): Promise<ResetIndexationPreview> {
  await assertCustomer(db, input.organizationId);
  const rows = await selectSalesPrices(db)
    .where(resetRows(input))
    .orderBy(...SALES_PRICE_DEFAULT_ORDER)
    .limit(5001);
  if (!rows.length) throw badRequest([{ field: 'startMonth', message: IndexationMessages.notIndexed }]);
  const planned = planChanges(rows, resetSpec(input, '')).map(toPreviewRow);
  return { rows: planned, count: planned.length };
}

/**
 * POST /sales-prices/reset-indexation: resets the customer's indexed rows from `startMonth` to 1.000 in one
 * transaction under its lock, as one batch (undoable) with `reason` (400 when missing), and returns the batch. The
 * 400s of the preview; 409 previewOutdated when `expectedCount` differs.
 */
export async function applyResetIndexation(
  db: Database,
  input: ResetIndexationValues,
  actor: Actor,
): Promise<SalesPriceBatch> {
  if (input.reason === undefined) {
    throw badRequest([{ field: 'reason', message: SalesPriceMessages.reasonRequired }]);
  }
  const reason = input.reason;
  const [batchId] = await db.transaction(async (tx) => {
    await assertCustomer(tx, input.organizationId);
    const written = await writePerCustomer(
      tx,
      [input.organizationId],
      resetRows(input),
      resetSpec(input, reason),
      actor,
      input.expectedCount,
    );
    if (!written.length) throw badRequest([{ field: 'startMonth', message: IndexationMessages.notIndexed }]);
    return written;
  });
  return (await getSalesPriceBatch(db, batchId))!;
}
