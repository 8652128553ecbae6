import type {
  ContractFile,
  Invoice,
  InvoiceListQuery,
  InvoiceStatus,
  InvoiceUpload,
  Page,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/search.js';
import { auditLog, contractFiles, invoices, organizations, users } from '../../db/schema/index.js';
import type { StoredUpload } from '../../files/upload.js';

/**
 * The only place with contract-file and invoice queries (ARCHITECTURE §5). Reads that an organization user can
 * reach take the organization to scope to; the routes decide who may ask (policy.ts).
 */

/** Who performs a write, for the audit log and `uploadedBy`. */
export interface Actor {
  userId: number | null;
}

/** What the routes need to stream a stored document and to check its tenant. */
export interface StoredDocument {
  id: number;
  organizationId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}


const uploaderName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

async function audit(
  db: Database,
  actor: Actor,
  action: string,
  entity: string,
  id: number,
  before: unknown,
  after: unknown,
) {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    action,
    entity,
    entityId: String(id),
    before: before ?? null,
    after: after ?? null,
  });
}

/** True when the organization exists. */
export async function organizationExists(db: Database, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return !!row;
}

// ---------------------------------------------------------------------------------------------------------------
// Contract files

const contractFileColumns = {
  id: contractFiles.id,
  organizationId: contractFiles.organizationId,
  category: contractFiles.category,
  fileName: contractFiles.fileName,
  contentType: contractFiles.contentType,
  size: contractFiles.sizeBytes,
  uploadedAt: contractFiles.uploadedAt,
  uploadedBy: uploaderName,
};

type ContractFileRow = Omit<ContractFile, 'uploadedAt'> & { uploadedAt: Date };
const toContractFile = (row: ContractFileRow): ContractFile => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
});

/**
 * An organization's contract files, optionally only of `categories` (0..3; the categories the caller asked for
 * and may read, see policy.ts), by category, newest first.
 */
export async function listContractFiles(
  db: Database,
  organizationId: number,
  categories?: readonly number[],
): Promise<ContractFile[]> {
  const rows = await db
    .select(contractFileColumns)
    .from(contractFiles)
    .leftJoin(users, eq(users.id, contractFiles.uploadedBy))
    .where(
      and(
        eq(contractFiles.organizationId, organizationId),
        categories === undefined ? undefined : inArray(contractFiles.category, [...categories]),
      ),
    )
    .orderBy(asc(contractFiles.category), desc(contractFiles.uploadedAt), desc(contractFiles.id));
  return rows.map(toContractFile);
}

/** One contract file as listed, or null. */
async function findContractFileItem(db: Database, id: number): Promise<ContractFile | null> {
  const [row] = await db
    .select(contractFileColumns)
    .from(contractFiles)
    .leftJoin(users, eq(users.id, contractFiles.uploadedBy))
    .where(eq(contractFiles.id, id));
  return row ? toContractFile(row) : null;
}

/** A stored contract file with its category (0..3), which decides who may read it (policy.ts). */
export interface StoredContractDocument extends StoredDocument {
  category: number;
}

/**
 * The stored file behind a contract file id (any organization and category: the caller checks the tenant and the
 * category), or null.
 */
export async function findContractDocument(db: Database, id: number): Promise<StoredContractDocument | null> {
  const [row] = await db
    .select({
      id: contractFiles.id,
      organizationId: contractFiles.organizationId,
      category: contractFiles.category,
      fileName: contractFiles.fileName,
      contentType: contractFiles.contentType,
      sizeBytes: contractFiles.sizeBytes,
      storageKey: contractFiles.storageKey,
    })
    .from(contractFiles)
    .where(eq(contractFiles.id, id));
  return row ?? null;
}

/** Records a stored contract file (audited) and returns it as listed. */
export async function insertContractFile(
  db: Database,
  organizationId: number,
  category: number,
  file: StoredUpload,
  actor: Actor,
): Promise<ContractFile> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contractFiles)
      .values({ organizationId, category, ...file, uploadedBy: actor.userId })
      .returning();
    await audit(tx, actor, 'create', 'contract_file', row.id, null, {
      ...row,
      uploadedAt: row.uploadedAt.toISOString(),
    });
    return row.id;
  });
  const created = await findContractFileItem(db, id);
  if (!created) throw new Error(`contract file ${id} vanished after insert`);
  return created;
}

/** Deletes a contract file row (audited); returns its storage key to remove after commit, or null when absent. */
export async function deleteContractFile(db: Database, id: number, actor: Actor): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(contractFiles).where(eq(contractFiles.id, id)).returning();
    if (!row) return null;
    await audit(
      tx,
      actor,
      'delete',
      'contract_file',
      id,
      { ...row, uploadedAt: row.uploadedAt.toISOString() },
      null,
    );
    return row.storageKey;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Invoices

const invoiceColumns = {
  id: invoices.id,
  organizationId: invoices.organizationId,
  organizationName: organizations.name,
  customerNumber: organizations.customerNumber,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  period: invoices.period,
  amountCents: invoices.amountCents,
  vatCents: invoices.vatCents,
  currency: invoices.currency,
  status: invoices.status,
  dueDate: invoices.dueDate,
  fileName: invoices.fileName,
  size: invoices.sizeBytes,
  uploadedAt: invoices.uploadedAt,
};

type InvoiceRow = Omit<Invoice, 'uploadedAt' | 'currency' | 'status'> & {
  uploadedAt: Date;
  currency: string;
  status: InvoiceStatus;
};
const toInvoice = (row: InvoiceRow): Invoice => ({
  ...row,
  currency: 'EUR',
  uploadedAt: row.uploadedAt.toISOString(),
});

const INVOICE_SORT: Record<string, SQL | typeof invoices.invoiceDate> = {
  invoiceDate: sql`${invoices.invoiceDate}`,
  invoiceNumber: sql`${invoices.invoiceNumber}`,
  amountCents: sql`${invoices.amountCents}`,
  dueDate: sql`${invoices.dueDate}`,
  period: sql`${invoices.period}`,
  status: sql`${invoices.status}`,
  organizationName: sql`lower(${organizations.name})`,
};

/**
 * A page of invoices (GET /invoices): `organizationId` (an organization user's own, or a staff filter) scopes the
 * list; `search` matches invoice number, organization name or customer number; `status`, `period` filter;
 * `sort` as in invoiceListQuerySchema, ties broken by id descending.
 */
export async function listInvoices(db: Database, query: InvoiceListQuery): Promise<Page<Invoice>> {
  const search = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    query.organizationId === undefined ? undefined : eq(invoices.organizationId, query.organizationId),
    query.status ? eq(invoices.status, query.status) : undefined,
    query.period ? eq(invoices.period, query.period) : undefined,
    search
      ? or(
          ilike(invoices.invoiceNumber, search),
          ilike(organizations.name, search),
          ilike(organizations.customerNumber, search),
        )
      : undefined,
  );
  const descending = query.sort.startsWith('-');
  const column = INVOICE_SORT[query.sort.replace(/^-/, '')] ?? INVOICE_SORT.invoiceDate;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), desc(invoices.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(invoices)
      .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
      .where(where),
  ]);
  return { items: rows.map(toInvoice), total, page: query.page, pageSize: query.pageSize };
}

/** The stored PDF behind an invoice id (any organization: the caller checks the tenant), or null. */
export async function findInvoiceDocument(db: Database, id: number): Promise<StoredDocument | null> {
  const [row] = await db
    .select({
      id: invoices.id,
      organizationId: invoices.organizationId,
      fileName: invoices.fileName,
      sizeBytes: invoices.sizeBytes,
      storageKey: invoices.storageKey,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row ? { ...row, contentType: 'application/pdf' } : null;
}

/** True when an invoice with this number exists (numbers are unique across organizations). */
export async function invoiceNumberTaken(db: Database, invoiceNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.invoiceNumber, invoiceNumber));
  return !!row;
}

/**
 * Records a stored invoice PDF (audited) and returns it as listed. A duplicate invoice number that slips past
 * `invoiceNumberTaken` fails on the unique constraint (mapped to 400 invoiceNumber by the error handler).
 */
export async function insertInvoice(
  db: Database,
  organizationId: number,
  fields: InvoiceUpload,
  file: StoredUpload,
  actor: Actor,
): Promise<Invoice> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        organizationId,
        ...fields,
        currency: 'EUR',
        fileName: file.fileName,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        storageKey: file.storageKey,
        uploadedBy: actor.userId,
      })
      .returning();
    await audit(tx, actor, 'create', 'invoice', row.id, null, {
      ...row,
      uploadedAt: row.uploadedAt.toISOString(),
    });
    return row.id;
  });
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .where(eq(invoices.id, id));
  return toInvoice(row);
}

/** Deletes an invoice row (audited); returns its storage key to remove after commit, or null when absent. */
export async function deleteInvoice(db: Database, id: number, actor: Actor): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(invoices).where(eq(invoices.id, id)).returning();
    if (!row) return null;
    await audit(
      tx,
      actor,
      'delete',
      'invoice',
      id,
      { ...row, uploadedAt: row.uploadedAt.toISOString() },
      null,
    );
    return row.storageKey;
  });
}

/**
 * Deletes every contract file and invoice row of an organization inside the caller's transaction (organization
 * delete, spec §4) and returns their storage keys, to remove from the file storage after commit.
 */
export async function deleteOrganizationDocuments(tx: Database, organizationId: number): Promise<string[]> {
  const contracts = await tx
    .delete(contractFiles)
    .where(eq(contractFiles.organizationId, organizationId))
    .returning({ key: contractFiles.storageKey });
  const bills = await tx
    .delete(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .returning({ key: invoices.storageKey });
  return [...contracts, ...bills].map((r) => r.key);
}
