import {
  SUPPLIER_SERVICE_PAGES,
  type SupplierServiceDocument,
  type SupplierServicePage,
  type supplierServicePageInputSchema,
} from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { supplierServiceDocuments, supplierServicePages, suppliers } from '../../db/schema/index.js';
import type { StoredUpload } from '../../files/upload.js';
import { sanitizeRichText } from '../../rich-text/sanitize.js';

/** The supplier service pages' storage (issue 15 "Supplier service pages"; docs/sim-management-api.md). */

type DocumentRow = typeof supplierServiceDocuments.$inferSelect;

function documentOf(row: DocumentRow): SupplierServiceDocument {
  return {
    id: row.id,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** The page of `subsystem` (one of SUPPLIER_SERVICE_SUBSYSTEMS) with its supplier, contacts and documents. */
export async function getServicePage(db: Database, subsystem: number): Promise<SupplierServicePage> {
  const slug = SUPPLIER_SERVICE_PAGES.find((p) => p.subsystem === subsystem)!.slug;
  const [page] = await db
    .select()
    .from(supplierServicePages)
    .where(eq(supplierServicePages.subsystem, subsystem));
  const [supplier] = page?.supplierId
    ? await db.select().from(suppliers).where(eq(suppliers.id, page.supplierId))
    : [];
  const documents = await db
    .select()
    .from(supplierServiceDocuments)
    .where(eq(supplierServiceDocuments.subsystem, subsystem))
    .orderBy(asc(supplierServiceDocuments.title), asc(supplierServiceDocuments.id));
  return {
    subsystem,
    slug,
    supplier: supplier
      ? {
          id: supplier.id,
          name: supplier.name,
          providerType: supplier.providerType,
          portalUrl: supplier.portalUrl,
          logoVersion: supplier.logoSha256 ? supplier.logoSha256.slice(0, 12) : null,
        }
      : null,
    description: { en: page?.descriptionEn ?? '', nl: page?.descriptionNl ?? '' },
    contacts: page?.contacts ?? [],
    documents: documents.map(documentOf),
    updatedAt: page?.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Saves the page of `subsystem` (audited): its supplier, descriptions (sanitized here) and contacts. Returns false
 * when `supplierId` names no supplier (nothing is written).
 */
export async function saveServicePage(
  db: Database,
  subsystem: number,
  input: z.output<typeof supplierServicePageInputSchema>,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (input.supplierId !== null) {
      const [supplier] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.id, input.supplierId));
      if (!supplier) return false;
    }
    const [before] = await tx
      .select()
      .from(supplierServicePages)
      .where(eq(supplierServicePages.subsystem, subsystem))
      .for('update');
    const values = {
      supplierId: input.supplierId,
      descriptionEn: sanitizeRichText(input.descriptionEn),
      descriptionNl: sanitizeRichText(input.descriptionNl),
      contacts: input.contacts,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(supplierServicePages)
      .values({ subsystem, ...values })
      .onConflictDoUpdate({ target: supplierServicePages.subsystem, set: values });
    await writeAudit(
      tx,
      actor,
      before ? 'update' : 'create',
      'supplierServicePage',
      subsystem,
      before ?? null,
      values,
    );
    return true;
  });
}

/** Records an uploaded document of the page of `subsystem` (audited). */
export async function addServiceDocument(
  db: Database,
  subsystem: number,
  title: string,
  file: StoredUpload,
  actor: Actor,
): Promise<SupplierServiceDocument> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supplierServiceDocuments)
      .values({
        subsystem,
        title,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        storageKey: file.storageKey,
        uploadedBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, 'create', 'supplierServiceDocument', row!.id, null, {
      subsystem,
      title,
      fileName: file.fileName,
    });
    return documentOf(row!);
  });
}

/** Document `id` of the page of `subsystem`, or null. */
export async function getServiceDocument(
  db: Database,
  subsystem: number,
  id: number,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(supplierServiceDocuments)
    .where(and(eq(supplierServiceDocuments.id, id), eq(supplierServiceDocuments.subsystem, subsystem)));
  return row ?? null;
}

/** Deletes document `id` of the page of `subsystem` (audited); its storage key, or null when there is none. */
export async function deleteServiceDocument(
  db: Database,
  subsystem: number,
  id: number,
  actor: Actor,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(supplierServiceDocuments)
      .where(and(eq(supplierServiceDocuments.id, id), eq(supplierServiceDocuments.subsystem, subsystem)))
      .returning();
    if (!row) return null;
    await writeAudit(tx, actor, 'delete', 'supplierServiceDocument', id, documentOf(row), null);
    return row.storageKey;
  });
}
