import type {
  Subcustomer,
  SubcustomerListItem,
  addressInputSchema,
  subcustomerContactInputSchema,
  subcustomerInputSchema,
} from '@portal/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { addresses, organizations, shipments, subcustomerContacts, subcustomers } from '../../db/schema/index.js';
import { addressColumnsOf } from '../addresses/repository.js';

/**
 * Subcustomers of an organization with their contact persons and addresses (spec §3 Subcustomer;
 * docs/customers-api.md "Subcustomers"). Subcustomer addresses live in `addresses` with `subcustomerId` set; they
 * are never organization addresses or defaults. Every write is audited inside its transaction.
 */

export type SubcustomerWrite = z.output<typeof subcustomerInputSchema>;
export type SubcustomerContactWrite = z.output<typeof subcustomerContactInputSchema>;
export type SubcustomerAddressWrite = Omit<z.output<typeof addressInputSchema>, 'type'>;

async function organizationExists(db: Database, organizationId: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
  return !!row;
}

/** The listed subcustomer's id inside the correlated subqueries (qualified: the inner tables have an id too). */
const OUTER_ID = sql.raw('"subcustomers"."id"');

/**
 * GET /organizations/{id}/subcustomers: the organization's subcustomers by name (case-insensitive, then id), with
 * their contact and address counts and the city of their first address. Null when the organization does not exist.
 */
export async function listSubcustomers(db: Database, organizationId: number): Promise<SubcustomerListItem[] | null> {
  if (!(await organizationExists(db, organizationId))) return null;
  return db
    .select({
      id: subcustomers.id,
      name: subcustomers.name,
      reference: subcustomers.reference,
      contactCount: sql<number>`(select count(*) from subcustomer_contacts c where c.subcustomer_id = ${OUTER_ID})`.mapWith(Number),
      addressCount: sql<number>`(select count(*) from addresses a where a.subcustomer_id = ${OUTER_ID})`.mapWith(Number),
      city: sql<string | null>`(select a.city from addresses a where a.subcustomer_id = ${OUTER_ID} order by a.id limit 1)`,
    })
    .from(subcustomers)
    .where(eq(subcustomers.organizationId, organizationId))
    .orderBy(asc(sql`lower(${subcustomers.name})`), asc(subcustomers.id));
}

/**
 * GET /organizations/{id}/subcustomers/{subCustomerId}: the subcustomer with its contacts and addresses (by id)
 * and its shipments (newest first). Null when it does not exist in this organization.
 */
export async function findSubcustomer(
  db: Database,
  organizationId: number,
  subcustomerId: number,
): Promise<Subcustomer | null> {
  const [row] = await db
    .select()
    .from(subcustomers)
    .where(and(eq(subcustomers.id, subcustomerId), eq(subcustomers.organizationId, organizationId)));
  if (!row) return null;
  // One query after another: `db` may be a transaction (one connection).
  const contacts = await db
    .select({
      id: subcustomerContacts.id,
      name: subcustomerContacts.name,
      email: subcustomerContacts.email,
      phoneNumber: subcustomerContacts.phoneNumber,
      function: subcustomerContacts.function,
    })
    .from(subcustomerContacts)
    .where(eq(subcustomerContacts.subcustomerId, subcustomerId))
    .orderBy(asc(subcustomerContacts.id));
  const addressRows = await db
    .select({
      id: addresses.id,
      streetName: addresses.streetName,
      houseNumber: addresses.houseNumber,
      zipCode: addresses.zipCode,
      city: addresses.city,
      country: addresses.country,
      countryCode: addresses.countryCode,
      email: addresses.email,
    })
    .from(addresses)
    .where(and(eq(addresses.subcustomerId, subcustomerId), eq(addresses.organizationId, organizationId)))
    .orderBy(asc(addresses.id));
  const shipmentRows = await db
    .select({
      id: shipments.id,
      reference: shipments.reference,
      status: shipments.status,
      createdAt: shipments.createdAt,
    })
    .from(shipments)
    .where(and(eq(shipments.subcustomerId, subcustomerId), eq(shipments.organizationId, organizationId)))
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    reference: row.reference,
    contacts,
    addresses: addressRows,
    shipments: shipmentRows.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
  };
}

const contactColumns = (input: SubcustomerContactWrite) => ({
  name: input.name,
  email: input.email,
  phoneNumber: input.phoneNumber,
  function: input.function,
});

/**
 * POST /organizations/{id}/subcustomers: creates the subcustomer with the contacts and addresses given, all in one
 * transaction, audited as "create" on "subcustomer" (the whole new subcustomer as `after`). Null when the
 * organization does not exist.
 */
export async function createSubcustomer(
  db: Database,
  organizationId: number,
  input: SubcustomerWrite,
  actor: Actor,
): Promise<Subcustomer | null> {
  return db.transaction(async (tx) => {
    if (!(await organizationExists(tx, organizationId))) return null;
    const [row] = await tx
      .insert(subcustomers)
      .values({ organizationId, name: input.name, reference: input.reference })
      .returning({ id: subcustomers.id });
    if (input.contacts?.length) {
      await tx
        .insert(subcustomerContacts)
        .values(input.contacts.map((c) => ({ ...contactColumns(c), subcustomerId: row.id })));
    }
    if (input.addresses?.length) {
      await tx
        .insert(addresses)
        .values(input.addresses.map((a) => ({ ...addressColumnsOf(a), organizationId, subcustomerId: row.id })));
    }
    const created = (await findSubcustomer(tx, organizationId, row.id))!;
    await writeAudit(tx, actor, 'create', 'subcustomer', row.id, null, created);
    return created;
  });
}

/**
 * PUT /organizations/{id}/subcustomers/{subCustomerId}: changes name and reference only (contacts and addresses in
 * the payload are ignored; they have their own calls). Audited. Null when it does not exist in this organization.
 */
export async function updateSubcustomer(
  db: Database,
  organizationId: number,
  subcustomerId: number,
  input: Pick<SubcustomerWrite, 'name' | 'reference'>,
  actor: Actor,
): Promise<Subcustomer | null> {
  return db.transaction(async (tx) => {
    const before = await findSubcustomer(tx, organizationId, subcustomerId);
    if (!before) return null;
    await tx
      .update(subcustomers)
      .set({ name: input.name, reference: input.reference })
      .where(eq(subcustomers.id, subcustomerId));
    const after = (await findSubcustomer(tx, organizationId, subcustomerId))!;
    await writeAudit(
      tx,
      actor,
      'update',
      'subcustomer',
      subcustomerId,
      { name: before.name, reference: before.reference },
      { name: after.name, reference: after.reference },
    );
    return after;
  });
}

/**
 * DELETE /organizations/{id}/subcustomers/{subCustomerId}: removes it with its contacts and addresses (FK
 * cascades); its shipments stay, without subcustomer. Audited with the whole subcustomer as `before`. False when
 * it does not exist in this organization.
 */
export async function deleteSubcustomer(
  db: Database,
  organizationId: number,
  subcustomerId: number,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await findSubcustomer(tx, organizationId, subcustomerId);
    if (!before) return false;
    await tx.delete(subcustomers).where(eq(subcustomers.id, subcustomerId));
    await writeAudit(tx, actor, 'delete', 'subcustomer', subcustomerId, before, null);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Contact persons and addresses of a subcustomer

/** The subcustomer's row when it belongs to the organization, locked for the transaction. */
async function lockSubcustomer(db: Database, organizationId: number, subcustomerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subcustomers.id })
    .from(subcustomers)
    .where(and(eq(subcustomers.id, subcustomerId), eq(subcustomers.organizationId, organizationId)))
    .for('update');
  return !!row;
}

/**
 * POST …/subcustomers/{subCustomerId}/contacts: adds a contact person; returns the Subcustomer. Audited as
 * "create" on "subcustomerContact". Null when the subcustomer does not exist in this organization.
 */
export async function addSubcustomerContact(
  db: Database,
  organizationId: number,
  subcustomerId: number,
  input: SubcustomerContactWrite,
  actor: Actor,
): Promise<Subcustomer | null> {
  return db.transaction(async (tx) => {
    if (!(await lockSubcustomer(tx, organizationId, subcustomerId))) return null;
    const [row] = await tx
      .insert(subcustomerContacts)
      .values({ ...contactColumns(input), subcustomerId })
      .returning();
    await writeAudit(tx, actor, 'create', 'subcustomerContact', row.id, null, row);
    return findSubcustomer(tx, organizationId, subcustomerId);
  });
}

/**
 * PUT …/subcustomers/{subCustomerId}/contacts/{contactId}: replaces a contact person; returns the Subcustomer.
 * Audited. Null when the subcustomer is not in this organization or the contact not of that subcustomer.
 */
export async function updateSubcustomerContact(
  db: Database,
  organizationId: number,
  subcustomerId: number,
  contactId: number,
  input: SubcustomerContactWrite,
  actor: Actor,
): Promise<Subcustomer | null> {
  return db.transaction(async (tx) => {
    if (!(await lockSubcustomer(tx, organizationId, subcustomerId))) return null;
    const where = and(eq(subcustomerContacts.id, contactId), eq(subcustomerContacts.subcustomerId, subcustomerId));
    const [before] = await tx.select().from(subcustomerContacts).where(where);
    if (!before) return null;
    const [after] = await tx.update(subcustomerContacts).set(contactColumns(input)).where(where).returning();
    await writeAudit(tx, actor, 'update', 'subcustomerContact', contactId, before, after);
    return findSubcustomer(tx, organizationId, subcustomerId);
  });
}

/** DELETE …/subcustomers/{subCustomerId}/contacts/{contactId}: audited; false when not found there. */
export async function deleteSubcustomerContact(
  db: Database,
  organizationId: number,
  subcustomerId: number,
  contactId: number,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockSubcustomer(tx, organizationId, subcustomerId))) return false;
    const [before] = await tx
      .delete(subcustomerContacts)
      .where(and(eq(subcustomerContacts.id, contactId), eq(subcustomerContacts.subcustomerId, subcustomerId)))
      .returning();
    if (!before) return false;
    await writeAudit(tx, actor, 'delete', 'subcustomerContact', contactId, before, null);
    return true;
  });
}

/**
 * POST …/subcustomers/{subCustomerId}/addresses: adds an address (never an organization default); returns the
 * Subcustomer. Audited as "create" on "subcustomerAddress". Null when the subcustomer is not in this organization.
 */
export async function addSubcustomerAddress(
  db: Database,
  organizationId: number,
  subcustomerId: number,
  input: SubcustomerAddressWrite,
  actor: Actor,
): Promise<Subcustomer | null> {
  return db.transaction(async (tx) => {
    if (!(await lockSubcustomer(tx, organizationId, subcustomerId))) return null;
    const [row] = await tx
      .insert(addresses)
      .values({ ...addressColumnsOf(input), organizationId, subcustomerId })
      .returning();
    await writeAudit(tx, actor, 'create', 'subcustomerAddress', row.id, null, row);
    return findSubcustomer(tx, organizationId, subcustomerId);
  });
}

/**
 * PUT …/subcustomers/{subCustomerId}/addresses/{addressId}: replaces a subcustomer address; returns the
 * Subcustomer. Audited. Null when the subcustomer is not in this organization or the address not of it.
 */
export async function updateSubcustomerAddress(
  db: Database,
  organizationId: number,
  subcustomerId: number,
  addressId: number,
  input: SubcustomerAddressWrite,
  actor: Actor,
): Promise<Subcustomer | null> {
  return db.transaction(async (tx) => {
    if (!(await lockSubcustomer(tx, organizationId, subcustomerId))) return null;
    const where = and(eq(addresses.id, addressId), eq(addresses.subcustomerId, subcustomerId));
    const [before] = await tx.select().from(addresses).where(where);
    if (!before) return null;
    const [after] = await tx.update(addresses).set(addressColumnsOf(input)).where(where).returning();
    await writeAudit(tx, actor, 'update', 'subcustomerAddress', addressId, before, after);
    return findSubcustomer(tx, organizationId, subcustomerId);
  });
}

/** DELETE …/subcustomers/{subCustomerId}/addresses/{addressId}: audited; false when not found there. */
export async function deleteSubcustomerAddress(
  db: Database,
  organizationId: number,
  subcustomerId: number,
  addressId: number,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockSubcustomer(tx, organizationId, subcustomerId))) return false;
    const [before] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.subcustomerId, subcustomerId)))
      .returning();
    if (!before) return false;
    await writeAudit(tx, actor, 'delete', 'subcustomerAddress', addressId, before, null);
    return true;
  });
}
