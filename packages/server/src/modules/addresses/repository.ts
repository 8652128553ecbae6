import { type Address, AddressType, type addressInputSchema } from '@portal/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { addresses, organizations } from '../../db/schema/index.js';

/**
 * Organization addresses (spec §3 Address; docs/customers-api.md "Addresses"). Only the organization's own
 * addresses (subcustomerId null) are reachable here: subcustomer addresses share the table but are never listed,
 * changed or made a default through these functions. Every write is audited inside its transaction.
 */

export type AddressWrite = z.output<typeof addressInputSchema>;
type AddressRow = typeof addresses.$inferSelect;
type Defaults = Pick<
  typeof organizations.$inferSelect,
  'shippingAddressId' | 'invoiceAddressId' | 'visitingAddressId'
>;

/** Each type flag (spec §3: Shipping 1, Invoice 2, Visiting 4) and the organization column it sets. */
const FLAG_COLUMNS = [
  { flag: AddressType.shipping, column: 'shippingAddressId' },
  { flag: AddressType.invoice, column: 'invoiceAddressId' },
  { flag: AddressType.visiting, column: 'visitingAddressId' },
] as const;

/** The API shape of an address row with its derived default flags. */
export function toAddress(row: AddressRow, defaults: Defaults): Address {
  return {
    id: row.id,
    streetName: row.streetName,
    houseNumber: row.houseNumber,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    countryCode: row.countryCode,
    email: row.email,
    shippingAddress: defaults.shippingAddressId === row.id,
    invoiceAddress: defaults.invoiceAddressId === row.id,
    visitingAddress: defaults.visitingAddressId === row.id,
  };
}

/** The organization's default address ids, locked for the rest of the transaction; undefined when missing. */
async function lockDefaults(db: Database, organizationId: number): Promise<Defaults | undefined> {
  const [row] = await db
    .select({
      shippingAddressId: organizations.shippingAddressId,
      invoiceAddressId: organizations.invoiceAddressId,
      visitingAddressId: organizations.visitingAddressId,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row;
}

async function readDefaults(db: Database, organizationId: number): Promise<Defaults | undefined> {
  const [row] = await db
    .select({
      shippingAddressId: organizations.shippingAddressId,
      invoiceAddressId: organizations.invoiceAddressId,
      visitingAddressId: organizations.visitingAddressId,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The organization's own address `addressId` (never a subcustomer's), or undefined. */
async function findOwnAddress(
  db: Database,
  organizationId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, addressId),
        eq(addresses.organizationId, organizationId),
        isNull(addresses.subcustomerId),
      ),
    );
  return row;
}

/**
 * Makes `addressId` the default for every flag set in `type` (the previous default loses it) and clears each
 * default that points at it whose flag is not set. Returns the new defaults.
 */
async function applyTypeFlags(
  db: Database,
  organizationId: number,
  addressId: number,
  type: number,
  current: Defaults,
): Promise<Defaults> {
  const next: Defaults = { ...current };
  for (const { flag, column } of FLAG_COLUMNS) {
    if (type & flag) next[column] = addressId;
    else if (current[column] === addressId) next[column] = null;
  }
  await db
    .update(organizations)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
  return next;
}

/**
 * GET /organizations/{id}/addresses: the organization's own addresses ordered by id with derived default flags.
 * Null when the organization does not exist.
 */
export async function listAddresses(db: Database, organizationId: number): Promise<Address[] | null> {
  const defaults = await readDefaults(db, organizationId);
  if (!defaults) return null;
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.organizationId, organizationId), isNull(addresses.subcustomerId)))
    .orderBy(asc(addresses.id));
  return rows.map((r) => toAddress(r, defaults));
}

/** The address columns of a write (organization and subcustomer addresses alike). */
export const addressColumnsOf = (input: Omit<AddressWrite, 'type'>) => ({
  streetName: input.streetName,
  houseNumber: input.houseNumber,
  zipCode: input.zipCode,
  city: input.city,
  country: input.country,
  countryCode: input.countryCode,
  email: input.email,
});

/**
 * POST /organizations/{id}/addresses: adds an address; `type` flags make it those defaults. One transaction,
 * audited (entity "address"). Null when the organization does not exist.
 */
export async function createAddress(
  db: Database,
  organizationId: number,
  input: AddressWrite,
  actor: Actor,
): Promise<Address | null> {
  return db.transaction(async (tx) => {
    let defaults = await lockDefaults(tx, organizationId);
    if (!defaults) return null;
    const [row] = await tx
      .insert(addresses)
      .values({ ...addressColumnsOf(input), organizationId })
      .returning();
    if (input.type !== undefined) defaults = await applyTypeFlags(tx, organizationId, row.id, input.type, defaults);
    const created = toAddress(row, defaults);
    await writeAudit(tx, actor, 'create', 'address', row.id, null, { organizationId, ...created });
    return created;
  });
}

/**
 * PUT /organizations/{id}/addresses/{addressId}: replaces the fields; when `type` is given the defaults follow it
 * (flags left out that are set now are removed), otherwise they stay. Null when the organization or its own
 * address does not exist (a subcustomer address or another organization's address reads as missing).
 */
export async function updateAddress(
  db: Database,
  organizationId: number,
  addressId: number,
  input: AddressWrite,
  actor: Actor,
): Promise<Address | null> {
  return db.transaction(async (tx) => {
    let defaults = await lockDefaults(tx, organizationId);
    if (!defaults) return null;
    const existing = await findOwnAddress(tx, organizationId, addressId);
    if (!existing) return null;
    const before = toAddress(existing, defaults);
    const [row] = await tx.update(addresses).set(addressColumnsOf(input)).where(eq(addresses.id, addressId)).returning();
    if (input.type !== undefined) defaults = await applyTypeFlags(tx, organizationId, addressId, input.type, defaults);
    const after = toAddress(row, defaults);
    await writeAudit(tx, actor, 'update', 'address', addressId, before, after);
    return after;
  });
}

/**
 * PUT /organizations/{id}/addresses/{addressId}/type `{type}`: sets exactly the flags in `type` for this address
 * (0 clears every default pointing at it). Returns all the organization's addresses, since others may lose a
 * flag. Audited as "setType" on the address. Null when the organization or its own address does not exist.
 */
export async function setAddressType(
  db: Database,
  organizationId: number,
  addressId: number,
  type: number,
  actor: Actor,
): Promise<Address[] | null> {
  return db.transaction(async (tx) => {
    const defaults = await lockDefaults(tx, organizationId);
    if (!defaults) return null;
    const existing = await findOwnAddress(tx, organizationId, addressId);
    if (!existing) return null;
    const next = await applyTypeFlags(tx, organizationId, addressId, type, defaults);
    await writeAudit(tx, actor, 'setType', 'address', addressId, defaults, next);
    return (await listAddresses(tx, organizationId)) ?? [];
  });
}

/**
 * DELETE /organizations/{id}/addresses/{addressId}: removes the address; a default pointing at it becomes null
 * (FK ON DELETE SET NULL). Audited. False when the organization's own address does not exist.
 */
export async function deleteAddress(
  db: Database,
  organizationId: number,
  addressId: number,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const defaults = await lockDefaults(tx, organizationId);
    if (!defaults) return false;
    const existing = await findOwnAddress(tx, organizationId, addressId);
    if (!existing) return false;
    await tx.delete(addresses).where(eq(addresses.id, addressId));
    await writeAudit(tx, actor, 'delete', 'address', addressId, toAddress(existing, defaults), null);
    return true;
  });
}
