import {
  type Page,
  type SalesPriceBatch,
  VALIDATION_PROFILES,
  VALIDATOR_MAX_COLUMNS,
  VALIDATOR_MAX_ERRORS,
  VALIDATOR_MAX_ROWS,
  type ValidationError,
  type ValidationProfileId,
  type ValidationResult,
  type ValidationSummary,
  ValidatorMessages,
} from '@portal/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../audit.js';
import type { Database } from '../../db/client.js';
import {
  excelValidations,
  organizations,
  salesPriceBatchItems,
  salesPriceBatches,
  salesPrices,
  subcustomers,
  suppliers,
  users,
} from '../../db/schema/index.js';
import { ApiError, badRequest } from '../../errors.js';
import { type FileStorage, readAll } from '../../files/storage.js';
import type { StoredUpload } from '../../files/upload.js';
import { getSalesPriceBatch } from '../pricing/sales-price-bulk.js';
import { SALES_PRICE_ENTITY, fullName, lockCustomerPrices } from '../pricing/sales-price-query.js';
import {
  type ImportRow,
  type ValidatorReferences,
  byRowAndColumn,
  validateGrid,
  validationError,
} from './validate.js';
import { readFirstSheet } from '../../files/xlsx-runner.js';
import type { GridRow } from '../../files/xlsx-worker.js';

/**
 * The spreadsheet validator's storage and flow (issue 17 "Spreadsheet validator"; docs/pricing-api.md "Spreadsheet
 * validator"): a workbook is checked for its unpacked size, parsed in a worker, validated against its profile
 * (validate.ts) — a sales price import also against the stored prices — and recorded with its result rows for its
 * user. A valid sales price import can be applied: its rows created in one transaction as one undoable batch.
 */

/** Most bytes an xlsx may unpack to (its XML): a 5 MB workbook of 10,000 rows × 50 columns stays far below. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** The 400 on `file` of a workbook that cannot be validated at all. */
const fileError = (message: string) => badRequest([{ field: 'file', message }]);

/** The providers, customer numbers and subcustomers the reference columns of a sales price import name. */
async function loadReferences(db: Database): Promise<ValidatorReferences> {
  const supplierRows = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
  const customerRows = await db
    .select({ id: organizations.id, customerNumber: organizations.customerNumber })
    .from(organizations);
  const subRows = await db
    .select({ id: subcustomers.id, organizationId: subcustomers.organizationId, name: subcustomers.name })
    .from(subcustomers);
  const customers: ValidatorReferences['customers'] = new Map();
  const byId = new Map<number, Map<string, number>>();
  for (const c of customerRows) {
    if (!c.customerNumber) continue;
    const subs = new Map<string, number>();
    byId.set(c.id, subs);
    customers.set(c.customerNumber.trim(), { id: c.id, subcustomers: subs });
  }
  for (const s of subRows) byId.get(s.organizationId)?.set(s.name.trim().toLowerCase(), s.id);
  return { suppliers: new Map(supplierRows.map((s) => [s.name.trim().toLowerCase(), s.id])), customers };
}

/** The import rows that overlap a stored sales price (same customer, subcustomer, invoice line in any case). */
async function overlapsWithStored(db: Database, rows: readonly ImportRow[]) {
  if (!rows.length) return [];
  const stored = await db
    .select({
      id: salesPrices.id,
      organizationId: salesPrices.organizationId,
      subcustomerId: salesPrices.subcustomerId,
      invoiceLine: salesPrices.invoiceLine,
      startMonth: salesPrices.startMonth,
      endMonth: salesPrices.endMonth,
    })
    .from(salesPrices)
    .where(inArray(salesPrices.organizationId, [...new Set(rows.map((r) => r.organizationId))]))
    .orderBy(asc(salesPrices.startMonth), asc(salesPrices.id));
  const found: { row: ImportRow; id: number; invoiceLine: string }[] = [];
  for (const row of rows) {
    const start = Number(row.startMonth);
    const end = row.endMonth === null ? null : Number(row.endMonth);
    const hit = stored.find(
      (s) =>
        s.organizationId === row.organizationId &&
        s.subcustomerId === row.subcustomerId &&
        s.invoiceLine.toLowerCase() === row.invoiceLine.toLowerCase() &&
        (s.endMonth === null || start <= s.endMonth) &&
        (end === null || s.startMonth <= end),
    );
    if (hit) found.push({ row, id: hit.id, invoiceLine: hit.invoiceLine });
  }
  return found;
}

interface Checked {
  rowCount: number;
  errors: ValidationError[];
  importRows: ImportRow[];
  columns: Map<string, number>;
}

/**
 * The first worksheet of workbook `buffer` as a grid, read in the worker: 400 on `file` when it unpacks too large or
 * is a zip bomb, cannot be read, has an empty first sheet, or too many rows or columns.
 */
async function readWorkbook(buffer: Buffer): Promise<GridRow[]> {
  const answer = await readFirstSheet(buffer, {
    maxRows: VALIDATOR_MAX_ROWS,
    maxColumns: VALIDATOR_MAX_COLUMNS,
    maxUnpackedBytes: MAX_UNPACKED_BYTES,
  });
  if (!answer.ok) throw fileError(ValidatorMessages[answer.reason]);
  return answer.rows;
}

/**
 * Validates a worksheet grid against `profile` (validate.ts) with the references of `db`; a sales price import also
 * against the stored prices (an overlapping row is an `overlapExisting` result row and no import row).
 */
async function checkGrid(db: Database, rows: GridRow[], profileId: ValidationProfileId): Promise<Checked> {
  const profile = VALIDATION_PROFILES[profileId];
  const refs: ValidatorReferences =
    profile.audience === 'staff' ? await loadReferences(db) : { suppliers: new Map(), customers: new Map() };
  const result = validateGrid(profile, rows, refs);
  if (profileId === 'salesPriceImport') {
    const startColumn = result.columns.get('startMonth') ?? null;
    for (const clash of await overlapsWithStored(db, result.importRows)) {
      result.errors.push(
        validationError(clash.row.row, startColumn, 'Start month', 'overlapExisting', {
          id: clash.id,
          invoiceLine: clash.invoiceLine,
        }),
      );
    }
    const clashing = new Set(result.errors.map((e) => e.row));
    result.importRows = result.importRows.filter((r) => !clashing.has(r.row));
    result.errors.sort(byRowAndColumn);
  }
  return result;
}

const summaryFields = {
  id: excelValidations.id,
  profile: excelValidations.profile,
  fileName: excelValidations.fileName,
  createdAt: excelValidations.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  rowCount: excelValidations.rowCount,
  errorCount: excelValidations.errorCount,
  appliedBatchId: excelValidations.appliedBatchId,
};

interface SummaryRow {
  id: number;
  profile: ValidationProfileId;
  fileName: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  rowCount: number;
  errorCount: number;
  appliedBatchId: number | null;
}

function toSummary(row: SummaryRow): ValidationSummary {
  return {
    id: row.id,
    profile: row.profile,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    createdByName: fullName(row.firstName, row.lastName),
    rowCount: row.rowCount,
    errorCount: row.errorCount,
    appliedBatchId: row.appliedBatchId,
  };
}

/**
 * POST /excel-validations: validates the stored upload `file` against `profileId` for user `userId` and records the
 * result (the file stays stored for the marked workbook). 400 on `file` (see readWorkbook); the stored file is
 * removed then. Returns the result with its rows (at most VALIDATOR_MAX_ERRORS).
 */
export async function createValidation(
  db: Database,
  files: FileStorage,
  userId: number,
  profileId: ValidationProfileId,
  file: StoredUpload,
): Promise<ValidationResult> {
  let checked: Checked;
  try {
    checked = await checkGrid(db, await readWorkbook(await readAll(files.get(file.storageKey))), profileId);
  } catch (err) {
    await files.delete(file.storageKey);
    throw err;
  }
  const [row] = await db
    .insert(excelValidations)
    .values({
      userId,
      profile: profileId,
      fileName: file.fileName,
      storageKey: file.storageKey,
      sizeBytes: file.sizeBytes,
      rowCount: checked.rowCount,
      errorCount: checked.errors.length,
      errors: checked.errors.slice(0, VALIDATOR_MAX_ERRORS),
      truncated: checked.errors.length > VALIDATOR_MAX_ERRORS,
    })
    .returning({ id: excelValidations.id });
  return (await getValidation(db, userId, row.id))!;
}

/** GET /excel-validations: the user's own validations, newest first. */
export async function listValidations(
  db: Database,
  userId: number,
  params: { page: number; pageSize: number },
): Promise<Page<ValidationSummary>> {
  const where = eq(excelValidations.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(excelValidations).where(where);
  const rows = await db
    .select(summaryFields)
    .from(excelValidations)
    .innerJoin(users, eq(users.id, excelValidations.userId))
    .where(where)
    .orderBy(desc(excelValidations.createdAt), desc(excelValidations.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return { items: rows.map(toSummary), total, page: params.page, pageSize: params.pageSize };
}

/** One validation of user `userId` with its rows; null when unknown or another user's (404: never probed). */
export async function getValidation(
  db: Database,
  userId: number,
  id: number,
): Promise<ValidationResult | null> {
  const [row] = await db
    .select({ ...summaryFields, errors: excelValidations.errors, truncated: excelValidations.truncated })
    .from(excelValidations)
    .innerJoin(users, eq(users.id, excelValidations.userId))
    .where(and(eq(excelValidations.id, id), eq(excelValidations.userId, userId)));
  if (!row) return null;
  return { ...toSummary(row), errors: row.errors, truncated: row.truncated };
}

/** The stored file of a validation of user `userId` (for the marked workbook), or null. */
export async function validationFile(
  db: Database,
  userId: number,
  id: number,
): Promise<{ storageKey: string; fileName: string; errors: ValidationError[] } | null> {
  const [row] = await db
    .select({
      storageKey: excelValidations.storageKey,
      fileName: excelValidations.fileName,
      errors: excelValidations.errors,
    })
    .from(excelValidations)
    .where(and(eq(excelValidations.id, id), eq(excelValidations.userId, userId)));
  return row ?? null;
}

/** The row errors of an apply refused by a stored price overlapping (field `row.<n>`). */
const rowErrors = (errors: ValidationError[]) =>
  badRequest(
    errors.map((e) => ({ field: `row.${e.row}`, message: e.message })),
    ValidatorMessages.notApplicable,
  );

/**
 * POST /excel-validations/{id}/apply: creates the sales prices of a valid sales price import of user `userId` in one
 * transaction, as one batch (kind `import`, undone by POST /sales-price-batches/{id}/undo), and returns the batch.
 * Null when unknown or another user's (404). 400 `notApplicable` for another profile or a validation with errors;
 * 409 `alreadyApplied`; the workbook (parsed once) is validated again under the customers' locks (the prices or the
 * references may have changed since): any problem now is a 400 naming the rows (`row.<n>`), nothing written.
 */
export async function applyImport(
  db: Database,
  files: FileStorage,
  userId: number,
  id: number,
  actor: Actor,
): Promise<SalesPriceBatch | null> {
  const [found] = await db
    .select()
    .from(excelValidations)
    .where(and(eq(excelValidations.id, id), eq(excelValidations.userId, userId)));
  if (!found) return null;
  if (found.profile !== 'salesPriceImport' || found.errorCount > 0) {
    throw new ApiError(400, ValidatorMessages.notApplicable);
  }
  if (found.appliedBatchId !== null) throw new ApiError(409, ValidatorMessages.alreadyApplied);
  // Parsed once, before the transaction: no lock is held while the worker reads.
  const grid = await readWorkbook(await readAll(files.get(found.storageKey)));
  const batchId = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(excelValidations)
      .where(eq(excelValidations.id, id))
      .for('update');
    if (locked.appliedBatchId !== null) throw new ApiError(409, ValidatorMessages.alreadyApplied);
    const first = await checkGrid(tx, grid, 'salesPriceImport');
    const customers = [...new Set(first.importRows.map((r) => r.organizationId))].sort((a, b) => a - b);
    for (const organizationId of customers) await lockCustomerPrices(tx, organizationId);
    // Checked again under the locks: what the first read saw may have been written meanwhile.
    const checked = await checkGrid(tx, grid, 'salesPriceImport');
    if (checked.errors.length) throw rowErrors(checked.errors);
    if (!checked.importRows.length) throw new ApiError(400, ValidatorMessages.notApplicable);
    const startMonth = Math.min(...checked.importRows.map((r) => Number(r.startMonth)));
    const [batch] = await tx
      .insert(salesPriceBatches)
      .values({
        kind: 'import',
        percentage: null,
        reason: locked.fileName,
        startMonth,
        decimals: 4,
        createdBy: actor.userId,
      })
      .returning({ id: salesPriceBatches.id });
    const created = await tx
      .insert(salesPrices)
      .values(
        checked.importRows.map((r) => ({
          supplierId: r.supplierId,
          organizationId: r.organizationId,
          subcustomerId: r.subcustomerId,
          invoiceLine: r.invoiceLine,
          lineType: r.lineType,
          price: r.price,
          startMonth: Number(r.startMonth),
          endMonth: r.endMonth === null ? null : Number(r.endMonth),
          indexation: r.indexation,
          reason: r.reason,
          batchId: batch.id,
          updatedBy: actor.userId,
        })),
      )
      .returning();
    await tx.insert(salesPriceBatchItems).values(
      created.map((row) => ({
        batchId: batch.id,
        action: 'create' as const,
        salesPriceId: null,
        newSalesPriceId: row.id,
        oldPrice: row.price,
        newPrice: row.price,
        oldIndexation: row.indexation,
        newIndexation: row.indexation,
        oldEndMonth: row.endMonth,
        oldUpdatedAt: row.updatedAt,
      })),
    );
    await tx.execute(sql`
      insert into audit_log (actor_user_id, action, entity, entity_id, before, after)
      select ${actor.userId}::int, 'bulkCreate', ${SALES_PRICE_ENTITY}, sp.id::text, null,
        jsonb_build_object('price', sp.price::text, 'startMonth', sp.start_month::text,
          'endMonth', sp.end_month::text, 'indexation', sp.indexation::text, 'invoiceLine', sp.invoice_line,
          'lineType', sp.line_type, 'reason', sp.reason, 'batchId', sp.batch_id)
      from ${salesPrices} sp where sp.batch_id = ${batch.id} order by sp.id`);
    await tx.update(excelValidations).set({ appliedBatchId: batch.id }).where(eq(excelValidations.id, id));
    return batch.id;
  });
  return getSalesPriceBatch(db, batchId);
}

/** The example of a sales price import template: the first provider by name and the first active customer number. */
export async function templateExamples(db: Database): Promise<Record<string, string>> {
  const [supplier] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .orderBy(asc(suppliers.name))
    .limit(1);
  const [customer] = await db
    .select({ customerNumber: organizations.customerNumber })
    .from(organizations)
    .where(
      and(
        eq(organizations.isInactive, false),
        eq(organizations.isProspect, false),
        sql`${organizations.customerNumber} <> ''`,
      ),
    )
    .orderBy(asc(organizations.customerNumber))
    .limit(1);
  return {
    ...(supplier ? { provider: supplier.name } : {}),
    ...(customer?.customerNumber ? { customerNumber: customer.customerNumber } : {}),
  };
}
