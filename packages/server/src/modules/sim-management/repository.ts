import type {
  Page,
  RoamingChanges,
  RoamingEntry,
  RoamingListVersion,
  SimSupplier,
  SupplierDetailsInput,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import {
  organizationSuppliers,
  roamingEntries,
  roamingListVersions,
  suppliers,
  users,
} from '../../db/schema/index.js';
import type { StoredUpload } from '../../files/upload.js';
import { diffRoamingLists } from './roaming-diff.js';

/**
 * SIM management's storage (issue 15; docs/sim-management-api.md): supplier details, logos, and the versions of
 * roaming lists with their networks.
 */

type VersionRow = typeof roamingListVersions.$inferSelect;

function versionOf(row: VersionRow, isCurrent: boolean): RoamingListVersion {
  return {
    id: row.id,
    supplierId: row.supplierId,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    entryCount: row.entryCount,
    createdAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedByName,
    isCurrent,
    added: row.added,
    removed: row.removed,
    changed: row.changed,
  };
}

/** The newest version of each of `supplierIds`, by supplier id. */
async function currentVersions(db: Database, supplierIds: number[]): Promise<Map<number, VersionRow>> {
  if (!supplierIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([roamingListVersions.supplierId])
    .from(roamingListVersions)
    .where(inArray(roamingListVersions.supplierId, supplierIds))
    .orderBy(roamingListVersions.supplierId, desc(roamingListVersions.id));
  return new Map(rows.map((r) => [r.supplierId, r]));
}

async function cards(db: Database, where: SQL | undefined): Promise<SimSupplier[]> {
  const rows = await db
    .select()
    .from(suppliers)
    .where(where)
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
  const current = await currentVersions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((s) => {
    const version = current.get(s.id);
    return {
      id: s.id,
      name: s.name,
      providerType: s.providerType,
      hasRoamingList: s.hasRoamingList,
      portalUrl: s.portalUrl,
      description: { en: s.descriptionEn, nl: s.descriptionNl },
      logoVersion: s.logoSha256 ? s.logoSha256.slice(0, 12) : null,
      roamingList: version ? versionOf(version, true) : null,
    };
  });
}

/**
 * The supplier cards (issue 15) by name: every supplier (`organizationId` null), or those linked to organization
 * `organizationId` (organization_suppliers).
 */
export async function listSimSuppliers(db: Database, organizationId: number | null): Promise<SimSupplier[]> {
  if (organizationId === null) return cards(db, undefined);
  const linked = db
    .select({ id: organizationSuppliers.supplierId })
    .from(organizationSuppliers)
    .where(eq(organizationSuppliers.organizationId, organizationId));
  return cards(db, inArray(suppliers.id, linked));
}

/** One supplier card, or null when there is no supplier `id`. */
export async function getSimSupplier(db: Database, id: number): Promise<SimSupplier | null> {
  return (await cards(db, eq(suppliers.id, id)))[0] ?? null;
}

/** True when organization `organizationId` is linked to supplier `supplierId`. */
export async function isLinked(db: Database, supplierId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationSuppliers)
    .where(
      and(
        eq(organizationSuppliers.supplierId, supplierId),
        eq(organizationSuppliers.organizationId, organizationId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Saves what staff maintain of supplier `id` (audited); false when there is no such supplier. */
export async function updateSupplierDetails(
  db: Database,
  id: number,
  input: SupplierDetailsInput & { portalUrl: string | null },
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
    if (!before) return false;
    const values = {
      portalUrl: input.portalUrl,
      descriptionEn: input.descriptionEn ?? '',
      descriptionNl: input.descriptionNl ?? '',
      hasRoamingList: input.hasRoamingList,
    };
    await tx.update(suppliers).set(values).where(eq(suppliers.id, id));
    await writeAudit(tx, actor, 'update', 'supplier', id, detailsOf(before), values);
    return true;
  });
}

const detailsOf = (s: typeof suppliers.$inferSelect) => ({
  portalUrl: s.portalUrl,
  descriptionEn: s.descriptionEn,
  descriptionNl: s.descriptionNl,
  hasRoamingList: s.hasRoamingList,
  logoKey: s.logoKey,
});

/**
 * Sets (an upload) or removes (null) the logo of supplier `id` (audited). Returns the storage key the supplier no
 * longer uses (the caller removes it after the commit), or 'notFound'.
 */
export async function setSupplierLogo(
  db: Database,
  id: number,
  logo: StoredUpload | null,
  actor: Actor,
): Promise<{ replacedKey: string | null } | 'notFound'> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
    if (!before) return 'notFound';
    await tx
      .update(suppliers)
      .set({
        logoKey: logo?.storageKey ?? null,
        logoContentType: logo?.contentType ?? null,
        logoSha256: logo?.sha256 ?? null,
      })
      .where(eq(suppliers.id, id));
    await writeAudit(
      tx,
      actor,
      logo ? 'update' : 'delete',
      'supplierLogo',
      id,
      { logoKey: before.logoKey },
      {
        logoKey: logo?.storageKey ?? null,
      },
    );
    return { replacedKey: before.logoKey };
  });
}

/** Where supplier `id`'s logo is stored, or null (no supplier or no logo). */
export async function supplierLogo(
  db: Database,
  id: number,
): Promise<{ storageKey: string; contentType: string; sha256: string } | null> {
  const [row] = await db
    .select({
      storageKey: suppliers.logoKey,
      contentType: suppliers.logoContentType,
      sha256: suppliers.logoSha256,
    })
    .from(suppliers)
    .where(eq(suppliers.id, id));
  if (!row?.storageKey || !row.contentType || !row.sha256) return null;
  return { storageKey: row.storageKey, contentType: row.contentType, sha256: row.sha256 };
}

/** Every version of supplier `supplierId`'s roaming list, newest (current) first. */
export async function listRoamingVersions(db: Database, supplierId: number): Promise<RoamingListVersion[]> {
  const rows = await db
    .select()
    .from(roamingListVersions)
    .where(eq(roamingListVersions.supplierId, supplierId))
    .orderBy(desc(roamingListVersions.id));
  return rows.map((r, index) => versionOf(r, index === 0));
}

/** Version `versionId` of supplier `supplierId` and whether it is current; null when the supplier has no such version. */
export async function getRoamingVersion(
  db: Database,
  supplierId: number,
  versionId: number,
): Promise<{ row: VersionRow; isCurrent: boolean } | null> {
  const [row] = await db
    .select()
    .from(roamingListVersions)
    .where(and(eq(roamingListVersions.id, versionId), eq(roamingListVersions.supplierId, supplierId)));
  if (!row) return null;
  const current = (await currentVersions(db, [supplierId])).get(supplierId);
  return { row, isCurrent: current?.id === row.id };
}

/** The current version of supplier `supplierId`'s roaming list, or null. */
export async function currentRoamingVersion(db: Database, supplierId: number): Promise<VersionRow | null> {
  return (await currentVersions(db, [supplierId])).get(supplierId) ?? null;
}

async function entriesOf(db: Database, versionId: number): Promise<RoamingEntry[]> {
  return db
    .select({
      country: roamingEntries.country,
      operator: roamingEntries.operator,
      mccMnc: roamingEntries.mccMnc,
      technologies: roamingEntries.technologies,
    })
    .from(roamingEntries)
    .where(eq(roamingEntries.versionId, versionId))
    .orderBy(asc(roamingEntries.position));
}

/** Rows per insert of networks (6 parameters each). */
const INSERT_CHUNK = 1000;

/**
 * Stores `file` (already in the file storage) as the new current version of supplier `supplierId`'s roaming list
 * with its parsed `entries`, in one transaction that locks the supplier (two uploads at once are ordered), and
 * returns it with what changed since the version before it. 'notFound' when there is no supplier.
 */
export async function createRoamingVersion(
  db: Database,
  supplierId: number,
  file: StoredUpload,
  entries: readonly RoamingEntry[],
  actor: Actor,
): Promise<{ version: RoamingListVersion; changes: RoamingChanges } | 'notFound'> {
  return db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for('update');
    if (!supplier) return 'notFound';
    const previous = (await currentVersions(tx, [supplierId])).get(supplierId) ?? null;
    const diff = previous ? diffRoamingLists(await entriesOf(tx, previous.id), entries) : null;
    const [uploader] = actor.userId
      ? await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, actor.userId))
      : [];
    const [row] = await tx
      .insert(roamingListVersions)
      .values({
        supplierId,
        storageKey: file.storageKey,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        entryCount: entries.length,
        added: diff?.added.length ?? null,
        removed: diff?.removed.length ?? null,
        changed: diff?.changed.length ?? null,
        uploadedBy: actor.userId,
        uploadedByName: uploader ? `${uploader.firstName} ${uploader.lastName}`.trim() : null,
      })
      .returning();
    for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
      await tx
        .insert(roamingEntries)
        .values(
          entries.slice(i, i + INSERT_CHUNK).map((e, j) => ({ versionId: row!.id, position: i + j, ...e })),
        );
    }
    await writeAudit(tx, actor, 'create', 'roamingListVersion', row!.id, null, {
      supplierId,
      fileName: file.fileName,
      entryCount: entries.length,
    });
    return {
      version: versionOf(row!, true),
      changes: {
        versionId: row!.id,
        previousVersionId: previous?.id ?? null,
        ...(diff ?? { added: [...entries], removed: [], changed: [] }),
      },
    };
  });
}

/** What changed in version `version` against the version of the same supplier before it. */
export async function roamingChanges(db: Database, version: VersionRow): Promise<RoamingChanges> {
  const [previous] = await db
    .select({ id: roamingListVersions.id })
    .from(roamingListVersions)
    .where(
      and(eq(roamingListVersions.supplierId, version.supplierId), lt(roamingListVersions.id, version.id)),
    )
    .orderBy(desc(roamingListVersions.id))
    .limit(1);
  const entries = await entriesOf(db, version.id);
  if (!previous)
    return { versionId: version.id, previousVersionId: null, added: entries, removed: [], changed: [] };
  return {
    versionId: version.id,
    previousVersionId: previous.id,
    ...diffRoamingLists(await entriesOf(db, previous.id), entries),
  };
}

/** Escapes LIKE's wildcards in a user's search text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of version `versionId`'s networks by country, operator and MCC-MNC; `search` matches country, operator or
 * MCC-MNC (any case, anywhere; "20408" finds "204-08"), `technology` keeps the networks that offer it.
 */
export async function listRoamingEntries(
  db: Database,
  versionId: number,
  query: { search?: string; technology?: string; page: number; pageSize: number },
): Promise<Page<RoamingEntry>> {
  const conditions: SQL[] = [eq(roamingEntries.versionId, versionId)];
  if (query.search) {
    const pattern = likeText(query.search);
    const digits = query.search.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(roamingEntries.country, pattern),
        ilike(roamingEntries.operator, pattern),
        ilike(roamingEntries.mccMnc, pattern),
        ...(digits.length >= 3
          ? [sql`replace(${roamingEntries.mccMnc}, '-', '') like ${`%${digits}%`}`]
          : []),
      )!,
    );
  }
  if (query.technology) conditions.push(sql`${query.technology} = any(${roamingEntries.technologies})`);
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(roamingEntries).where(where);
  const items = await db
    .select({
      country: roamingEntries.country,
      operator: roamingEntries.operator,
      mccMnc: roamingEntries.mccMnc,
      technologies: roamingEntries.technologies,
    })
    .from(roamingEntries)
    .where(where)
    .orderBy(
      asc(sql`lower(${roamingEntries.country})`),
      asc(sql`lower(${roamingEntries.operator})`),
      asc(roamingEntries.mccMnc),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
