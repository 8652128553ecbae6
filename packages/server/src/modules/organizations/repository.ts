import {
  type Address,
  type Company,
  type FieldError,
  type Organization,
  type OrganizationListItem,
  type OrganizationUser,
  type Page,
  type Supplier,
  alwaysUsesTwoFactor,
  type organizationInputSchema,
  type organizationListQuerySchema,
  organizationRoleFromCode,
  type organizationUserInputSchema,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import { toAddress } from '../addresses/repository.js';
import { usesTwoFactor } from '../auth/repository.js';
import { normalizeRoleCodes } from './policy.js';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/search.js';
import {
  addresses,
  authTokens,
  organizationSubsystems,
  organizationSuppliers,
  organizations,
  shipments,
  subcustomers,
  suppliers,
  users,
} from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { deleteOrganizationDocuments } from '../documents/repository.js';
import type { TenantScope } from '../../plugins/access.js';

/**
 * The only place with organization queries (ARCHITECTURE §5). Tenant scoping lives here: every read that an
 * organization user can reach takes a `TenantScope`, and a row outside the scope reads as "not found".
 */

export type OrganizationWrite = z.output<typeof organizationInputSchema>;
export type OrganizationListParams = z.output<typeof organizationListQuerySchema>;
export type OrganizationUserWrite = z.output<typeof organizationUserInputSchema>;

export type { Actor } from '../../audit.js';

type OrganizationRow = typeof organizations.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

export const CUSTOMER_NUMBER_TAKEN = 'Customer number is already in use.';
export const EMAIL_TAKEN = 'This e-mail address is already in use.';

const scopeCondition = (scope: TenantScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(organizations.id, scope.organizationId);


const fullName = (first: string, last: string) => `${first} ${last}`.trim();

// ---------------------------------------------------------------------------------------------------------------
// List

const listAddress = alias(addresses, 'list_address');
const listContact = alias(users, 'list_contact');
/** The city shown in the list: visiting address, else shipping, else invoice. */
const listAddressJoin = eq(
  listAddress.id,
  sql`coalesce(${organizations.visitingAddressId}, ${organizations.shippingAddressId}, ${organizations.invoiceAddressId})`,
);

const SORT_COLUMNS = {
  name: sql`lower(${organizations.name})`,
  customerNumber: organizations.customerNumber,
  country: sql`lower(${organizations.country})`,
  city: sql`lower(${listAddress.city})`,
} as const;

/**
 * One page of organizations (GET /organizations, spec §2 filters). Default: active non-prospects;
 * `inactive` adds inactive ones, `prospect` adds prospects. `search` matches name, customer number, city,
 * VAT and KvK number (case-insensitive, substring). `sort` is `field` or `-field`; ties are ordered by id.
 */
export async function listOrganizations(
  db: Database,
  params: OrganizationListParams,
): Promise<Page<OrganizationListItem>> {
  const conditions: SQL[] = [];
  if (!params.inactive) conditions.push(eq(organizations.isInactive, false));
  if (!params.prospect) conditions.push(eq(organizations.isProspect, false));
  if (params.search) {
    const pattern = containsPattern(params.search);
    conditions.push(
      or(
        ilike(organizations.name, pattern),
        ilike(organizations.customerNumber, pattern),
        ilike(listAddress.city, pattern),
        ilike(organizations.vatNumber, pattern),
        ilike(organizations.kvkNumber, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const sortField = (params.sort ?? 'name').replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const direction = params.sort?.startsWith('-') ? desc : asc;
  const orderBy = [direction(SORT_COLUMNS[sortField]), asc(organizations.id)];

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        customerNumber: organizations.customerNumber,
        country: organizations.country,
        isInactive: organizations.isInactive,
        isProspect: organizations.isProspect,
        isReseller: organizations.isReseller,
        contactFirstName: listContact.firstName,
        contactLastName: listContact.lastName,
        city: listAddress.city,
      })
      .from(organizations)
      .leftJoin(listAddress, listAddressJoin)
      .leftJoin(listContact, eq(listContact.id, organizations.contactPersonId))
      .where(where)
      .orderBy(...orderBy)
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    // The count needs the address join only when the search looks at the city.
    params.search
      ? db.select({ total: count() }).from(organizations).leftJoin(listAddress, listAddressJoin).where(where)
      : db.select({ total: count() }).from(organizations).where(where),
  ]);

  return {
    items: rows.map(({ contactFirstName, contactLastName, ...row }) => ({
      ...row,
      contactPersonName: contactFirstName != null ? fullName(contactFirstName, contactLastName ?? '') : null,
    })),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Read

async function findOrganizationRow(
  db: Database,
  id: number,
  scope: TenantScope,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), scopeCondition(scope)));
  return row;
}

/** The organization's own addresses (not those of its subcustomers), oldest first. */
async function organizationAddresses(db: Database, org: OrganizationRow): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.organizationId, org.id), isNull(addresses.subcustomerId)))
    .orderBy(asc(addresses.id));
  return rows.map((r) => toAddress(r, org));
}

/**
 * The organization with its addresses, suppliers and subsystems (GET /organizations/{id}), or null when it does
 * not exist or lies outside `scope`.
 */
export async function findOrganization(
  db: Database,
  id: number,
  scope: TenantScope,
): Promise<Organization | null> {
  const org = await findOrganizationRow(db, id, scope);
  if (!org) return null;
  // One query after another: `db` may be a transaction (one connection; concurrent queries on it are unsafe).
  const addressList = await organizationAddresses(db, org);
  const supplierRows = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      providerType: suppliers.providerType,
      hasRoamingList: suppliers.hasRoamingList,
    })
    .from(organizationSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, organizationSuppliers.supplierId))
    .where(eq(organizationSuppliers.organizationId, id))
    .orderBy(asc(suppliers.id));
  const subsystemRows = await db
    .select({ subsystem: organizationSubsystems.subsystem })
    .from(organizationSubsystems)
    .where(eq(organizationSubsystems.organizationId, id))
    .orderBy(asc(organizationSubsystems.subsystem));
  const supplierList: Supplier[] = supplierRows;
  return {
    id: org.id,
    name: org.name,
    customerNumber: org.customerNumber,
    vatNumber: org.vatNumber,
    kvkNumber: org.kvkNumber,
    ibanNumber: org.ibanNumber,
    country: org.country,
    vatLiable: org.vatLiable,
    isInactive: org.isInactive,
    isProspect: org.isProspect,
    isReseller: org.isReseller,
    resellerId: org.resellerId,
    contactPersonId: org.contactPersonId,
    initialContractorId: org.initialContractorId,
    announcementEmailAddress: org.announcementEmailAddress,
    slaLevel: org.slaLevel,
    shippingAddressId: org.shippingAddressId,
    invoiceAddressId: org.invoiceAddressId,
    visitingAddressId: org.visitingAddressId,
    supplierIds: supplierList.map((s) => s.id),
    suppliers: supplierList,
    subSystems: subsystemRows.map((r) => r.subsystem),
    addresses: addressList,
    shippingAddress: addressList.find((a) => a.shippingAddress) ?? null,
  };
}

/** Company details (GET /organizations/{id}/company): default addresses and contact person; null outside scope. */
export async function findCompany(db: Database, id: number, scope: TenantScope): Promise<Company | null> {
  const org = await findOrganizationRow(db, id, scope);
  if (!org) return null;
  const addressList = await organizationAddresses(db, org);
  const [contact] = org.contactPersonId
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phoneNumber: users.phoneNumber,
        })
        .from(users)
        .where(eq(users.id, org.contactPersonId))
    : [];
  return {
    id: org.id,
    name: org.name,
    customerNumber: org.customerNumber,
    vatNumber: org.vatNumber,
    kvkNumber: org.kvkNumber,
    ibanNumber: org.ibanNumber,
    country: org.country,
    slaLevel: org.slaLevel,
    isInactive: org.isInactive,
    announcementEmailAddress: org.announcementEmailAddress,
    contactPerson: contact
      ? {
          id: contact.id,
          name: fullName(contact.firstName, contact.lastName),
          email: contact.email,
          phoneNumber: contact.phoneNumber,
        }
      : null,
    shippingAddress: addressList.find((a) => a.shippingAddress) ?? null,
    invoiceAddress: addressList.find((a) => a.invoiceAddress) ?? null,
    visitingAddress: addressList.find((a) => a.visitingAddress) ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Write

/** Column values of a write, after the save rules of spec §3 (VAT blanked when not VAT liable). */
function columnsOf(input: OrganizationWrite) {
  return {
    name: input.name,
    customerNumber: input.customerNumber,
    vatNumber: input.vatLiable ? input.vatNumber : null,
    kvkNumber: input.kvkNumber,
    ibanNumber: input.ibanNumber,
    country: input.country,
    vatLiable: input.vatLiable,
    isProspect: input.isProspect,
    isReseller: input.isReseller,
    resellerId: input.resellerId ?? null,
    contactPersonId: input.contactPersonId ?? null,
    initialContractorId: input.initialContractorId ?? null,
    announcementEmailAddress: input.announcementEmailAddress ? input.announcementEmailAddress : null,
    slaLevel: input.slaLevel,
  };
}

/** Supplier ids of a write: blanks dropped (spec §3), duplicates removed. */
export function supplierIdsOf(input: Pick<OrganizationWrite, 'supplierIds'>): number[] {
  return [...new Set(input.supplierIds.filter((v): v is number => typeof v === 'number'))];
}

/**
 * Checks what the schema cannot: customer number uniqueness (unless skipped), and that the reseller, contact
 * person, initial contractor and suppliers exist. Throws a 400 naming every failing field.
 */
async function assertWritable(
  db: Database,
  input: OrganizationWrite,
  options: { excludeId?: number; checkCustomerNumber: boolean },
): Promise<void> {
  const errors: FieldError[] = [];
  if (options.checkCustomerNumber) {
    const [taken] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          eq(organizations.customerNumber, input.customerNumber),
          options.excludeId !== undefined ? ne(organizations.id, options.excludeId) : undefined,
        ),
      )
      .limit(1);
    if (taken) errors.push({ field: 'customerNumber', message: CUSTOMER_NUMBER_TAKEN });
  }
  if (input.resellerId != null) {
    const [reseller] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.resellerId));
    if (!reseller) errors.push({ field: 'resellerId', message: 'Unknown reseller.' });
    else if (reseller.id === options.excludeId) {
      errors.push({ field: 'resellerId', message: 'An organization cannot be its own reseller.' });
    }
  }
  for (const field of ['contactPersonId', 'initialContractorId'] as const) {
    const employeeId = input[field];
    if (employeeId == null) continue;
    const [employee] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, employeeId), isNull(users.organizationId)));
    if (!employee) errors.push({ field, message: 'Unknown employee.' });
  }
  const supplierIds = supplierIdsOf(input);
  if (supplierIds.length) {
    const found = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(inArray(suppliers.id, supplierIds));
    if (found.length !== supplierIds.length)
      errors.push({ field: 'supplierIds', message: 'Unknown supplier.' });
  }
  if (errors.length) throw badRequest(errors);
}


/**
 * Creates an organization with its supplier links (POST /organizations) in one transaction, audited.
 * Errors: 400 customerNumber taken, unknown reseller / contact person / initial contractor / supplier.
 */
export async function createOrganization(
  db: Database,
  input: OrganizationWrite,
  actor: Actor,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    await assertWritable(tx, input, { checkCustomerNumber: true });
    const [row] = await tx.insert(organizations).values(columnsOf(input)).returning();
    const supplierIds = supplierIdsOf(input);
    if (supplierIds.length) {
      await tx
        .insert(organizationSuppliers)
        .values(supplierIds.map((supplierId) => ({ organizationId: row.id, supplierId })));
    }
    const created = (await findOrganization(tx, row.id, { kind: 'all' }))!;
    await writeAudit(tx, actor, 'create', 'organization', row.id, null, created);
    return created;
  });
}

/**
 * Replaces an organization's fields and supplier links (PUT /organizations/{id}), audited with before/after.
 * The customer-number check is skipped when `skipCustomerNumberCheck` is true (spec §5); the unique constraint
 * still holds (mapped to a 400 by the error handler). Returns null when the organization does not exist.
 */
export async function updateOrganization(
  db: Database,
  id: number,
  input: OrganizationWrite,
  actor: Actor,
): Promise<Organization | null> {
  return db.transaction(async (tx) => {
    const before = await findOrganization(tx, id, { kind: 'all' });
    if (!before) return null;
    await assertWritable(tx, input, {
      excludeId: id,
      checkCustomerNumber: input.skipCustomerNumberCheck !== true,
    });
    await tx
      .update(organizations)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(organizations.id, id));
    await tx.delete(organizationSuppliers).where(eq(organizationSuppliers.organizationId, id));
    const supplierIds = supplierIdsOf(input);
    if (supplierIds.length) {
      await tx
        .insert(organizationSuppliers)
        .values(supplierIds.map((supplierId) => ({ organizationId: id, supplierId })));
    }
    const after = (await findOrganization(tx, id, { kind: 'all' }))!;
    await writeAudit(tx, actor, 'update', 'organization', id, before, after);
    return after;
  });
}

/**
 * Changes the settings a customer may change itself (PATCH /organizations/{id}/settings): the announcement
 * e-mail address (null clears it), audited. Null when the organization does not exist.
 */
export async function updateOrganizationSettings(
  db: Database,
  id: number,
  settings: { announcementEmailAddress: string | null },
  actor: Actor,
): Promise<Organization | null> {
  return db.transaction(async (tx) => {
    const before = await findOrganization(tx, id, { kind: 'all' });
    if (!before) return null;
    await tx
      .update(organizations)
      .set({ announcementEmailAddress: settings.announcementEmailAddress, updatedAt: new Date() })
      .where(eq(organizations.id, id));
    const after = (await findOrganization(tx, id, { kind: 'all' }))!;
    await writeAudit(tx, actor, 'update', 'organization', id, before, after);
    return after;
  });
}

/** Sets the inactive flag (PUT /organizations/{id}/activate|deactivate), audited. Null when not found. */
export async function setOrganizationInactive(
  db: Database,
  id: number,
  isInactive: boolean,
  actor: Actor,
): Promise<Organization | null> {
  return db.transaction(async (tx) => {
    const before = await findOrganization(tx, id, { kind: 'all' });
    if (!before) return null;
    await tx.update(organizations).set({ isInactive, updatedAt: new Date() }).where(eq(organizations.id, id));
    const after = (await findOrganization(tx, id, { kind: 'all' }))!;
    await writeAudit(tx, actor, isInactive ? 'deactivate' : 'activate', 'organization', id, before, after);
    return after;
  });
}

/**
 * Deletes an organization permanently with everything that hangs off it (spec §4): its users and their tokens,
 * shipments, addresses, subcustomers, subsystem and supplier links, contract file and invoice rows. One
 * transaction: on any failure nothing is removed. Returns the storage keys of the removed documents, for the
 * caller to delete from the file storage after commit; null when the organization does not exist.
 */
export async function deleteOrganization(db: Database, id: number, actor: Actor): Promise<{ storageKeys: string[] } | null> {
  return db.transaction(async (tx) => {
    const before = await findOrganization(tx, id, { kind: 'all' });
    if (!before) return null;
    const storageKeys = await deleteOrganizationDocuments(tx, id);
    const orgUsers = tx.select({ id: users.id }).from(users).where(eq(users.organizationId, id));
    await tx.delete(authTokens).where(inArray(authTokens.userId, orgUsers));
    await tx.delete(users).where(eq(users.organizationId, id));
    await tx.delete(shipments).where(eq(shipments.organizationId, id));
    await tx
      .update(organizations)
      .set({ shippingAddressId: null, invoiceAddressId: null, visitingAddressId: null })
      .where(eq(organizations.id, id));
    await tx.delete(addresses).where(eq(addresses.organizationId, id));
    await tx.delete(subcustomers).where(eq(subcustomers.organizationId, id));
    await tx.delete(organizationSubsystems).where(eq(organizationSubsystems.organizationId, id));
    await tx.delete(organizationSuppliers).where(eq(organizationSuppliers.organizationId, id));
    await tx.delete(organizations).where(eq(organizations.id, id));
    await writeAudit(tx, actor, 'delete', 'organization', id, before, null);
    return { storageKeys };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Users of an organization

type UserRow = typeof users.$inferSelect;

/** The wire shape of an organization user (roles as code strings, spec §3). */
export function toOrganizationUser(row: UserRow): OrganizationUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    roles: row.roles.map(String),
    twoFactorEnabled: usesTwoFactor(row),
    sendApnInfo: row.sendApnInfo,
    confirmed: row.passwordHash != null,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

/**
 * Adds an unconfirmed user (no password yet) to an organization (POST /organizations/{id}/users), audited.
 * The e-mail is stored lowercased and must be unused (400 field email). Users holding a role that always signs
 * in with 2FA (spec §6) get two-factor enabled. Returns null when the organization does not exist.
 */
export async function addOrganizationUser(
  db: Database,
  organizationId: number,
  input: OrganizationUserWrite,
  actor: Actor,
): Promise<OrganizationUser | null> {
  return db.transaction(async (tx) => {
    const org = await findOrganizationRow(tx, organizationId, { kind: 'all' });
    if (!org) return null;
    const email = input.email.trim().toLowerCase();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) throw badRequest([{ field: 'email', message: EMAIL_TAKEN }]);
    const roleCodes = normalizeRoleCodes(input.roles);
    const always2fa = alwaysUsesTwoFactor(roleCodes);
    const [row] = await tx
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        organizationId,
        roles: roleCodes,
        twoFactorEnabled: input.twoFactorEnabled || always2fa,
        sendApnInfo: input.sendApnInfo,
      })
      .returning();
    const created = toOrganizationUser(row);
    await writeAudit(tx, actor, 'create', 'organizationUser', row.id, null, { ...created, organizationId });
    return created;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Exports (spec §3 "Address/user export columns")

/** Organization columns shared by both exports. */
export interface OrganizationExportFields {
  organizationId: number;
  organizationName: string;
  customerNumber: string;
  vatNumber: string | null;
  ibanNumber: string | null;
  country: string;
  suppliers: string;
  contactPerson: string | null;
  customerStatus: 'Active' | 'Inactive' | 'Prospect';
  reseller: string | null;
  initialContractor: string | null;
}

/** One row of the address export: one per organization address (or one blank-address row for an organization without). */
export interface AddressExportRow extends OrganizationExportFields {
  address: string | null;
  addressTypes: string;
}

/** One row of the user export: one per organization user. */
export interface UserExportRow extends OrganizationExportFields {
  email: string;
  firstName: string;
  lastName: string;
  roles: string;
  lastLoginAt: Date | null;
}

const EXPORT_BATCH = 500;
const exportContact = alias(users, 'export_contact');
const exportContractor = alias(users, 'export_contractor');
const exportReseller = alias(organizations, 'export_reseller');

const ROLE_LABELS: Record<string, string> = {
  authorizedToSign: 'Authorized to sign',
  generalResponsible: 'General responsible',
  technicalResponsible: 'Technical responsible',
  financialResponsible: 'Financial responsible',
  userManager: 'User manager',
};

/** Address display format of spec §3: "street number, zip city" (plus the country). */
const addressText = (a: AddressRow) =>
  `${a.streetName} ${a.houseNumber}, ${a.zipCode} ${a.city}${a.country ? `, ${a.country}` : ''}`;

function addressTypesText(
  a: AddressRow,
  org: {
    shippingAddressId: number | null;
    invoiceAddressId: number | null;
    visitingAddressId: number | null;
  },
) {
  const types: string[] = [];
  if (org.shippingAddressId === a.id) types.push('Shipping');
  if (org.invoiceAddressId === a.id) types.push('Invoice');
  if (org.visitingAddressId === a.id) types.push('Visiting');
  return types.join(', ');
}

/** Organizations in id order, a batch at a time, with the names the export shows. */
async function* organizationBatches(db: Database) {
  let lastId = 0;
  for (;;) {
    const batch = await db
      .select({
        id: organizations.id,
        name: organizations.name,
        customerNumber: organizations.customerNumber,
        vatNumber: organizations.vatNumber,
        ibanNumber: organizations.ibanNumber,
        country: organizations.country,
        isInactive: organizations.isInactive,
        isProspect: organizations.isProspect,
        shippingAddressId: organizations.shippingAddressId,
        invoiceAddressId: organizations.invoiceAddressId,
        visitingAddressId: organizations.visitingAddressId,
        contactFirstName: exportContact.firstName,
        contactLastName: exportContact.lastName,
        contractorFirstName: exportContractor.firstName,
        contractorLastName: exportContractor.lastName,
        resellerName: exportReseller.name,
      })
      .from(organizations)
      .leftJoin(exportContact, eq(exportContact.id, organizations.contactPersonId))
      .leftJoin(exportContractor, eq(exportContractor.id, organizations.initialContractorId))
      .leftJoin(exportReseller, eq(exportReseller.id, organizations.resellerId))
      .where(sql`${organizations.id} > ${lastId}`)
      .orderBy(asc(organizations.id))
      .limit(EXPORT_BATCH);
    if (!batch.length) return;
    lastId = batch[batch.length - 1].id;

    const ids = batch.map((o) => o.id);
    const supplierRows = await db
      .select({ organizationId: organizationSuppliers.organizationId, name: suppliers.name })
      .from(organizationSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, organizationSuppliers.supplierId))
      .where(inArray(organizationSuppliers.organizationId, ids))
      .orderBy(asc(suppliers.name));
    const supplierNames = new Map<number, string[]>();
    for (const s of supplierRows)
      supplierNames.set(s.organizationId, [...(supplierNames.get(s.organizationId) ?? []), s.name]);

    yield batch.map((o) => ({
      ids: {
        shippingAddressId: o.shippingAddressId,
        invoiceAddressId: o.invoiceAddressId,
        visitingAddressId: o.visitingAddressId,
      },
      fields: {
        organizationId: o.id,
        organizationName: o.name,
        customerNumber: o.customerNumber,
        vatNumber: o.vatNumber,
        ibanNumber: o.ibanNumber,
        country: o.country,
        suppliers: (supplierNames.get(o.id) ?? []).join(', '),
        contactPerson:
          o.contactFirstName != null ? fullName(o.contactFirstName, o.contactLastName ?? '') : null,
        customerStatus: o.isProspect ? 'Prospect' : o.isInactive ? 'Inactive' : 'Active',
        reseller: o.resellerName,
        initialContractor:
          o.contractorFirstName != null ? fullName(o.contractorFirstName, o.contractorLastName ?? '') : null,
      } satisfies OrganizationExportFields,
    }));
  }
}

/** Rows of GET /organizations/ExportAddresses, read lazily in batches. */
export async function* addressExportRows(db: Database): AsyncGenerator<AddressExportRow> {
  for await (const batch of organizationBatches(db)) {
    const rows = await db
      .select()
      .from(addresses)
      .where(
        and(
          inArray(
            addresses.organizationId,
            batch.map((o) => o.fields.organizationId),
          ),
          isNull(addresses.subcustomerId),
        ),
      )
      .orderBy(asc(addresses.organizationId), asc(addresses.id));
    for (const org of batch) {
      const own = rows.filter((a) => a.organizationId === org.fields.organizationId);
      if (!own.length) yield { ...org.fields, address: null, addressTypes: '' };
      for (const a of own)
        yield { ...org.fields, address: addressText(a), addressTypes: addressTypesText(a, org.ids) };
    }
  }
}

/** Rows of GET /organizations/ExportUsers, read lazily in batches. */
export async function* userExportRows(db: Database): AsyncGenerator<UserExportRow> {
  for await (const batch of organizationBatches(db)) {
    const rows = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.organizationId,
          batch.map((o) => o.fields.organizationId),
        ),
      )
      .orderBy(asc(users.organizationId), asc(users.id));
    for (const org of batch) {
      for (const u of rows.filter((r) => r.organizationId === org.fields.organizationId)) {
        yield {
          ...org.fields,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          roles: [...u.roles]
            .sort((a, b) => a - b)
            .map((c) => ROLE_LABELS[organizationRoleFromCode(c)])
            .join(', '),
          lastLoginAt: u.lastLoginAt,
        };
      }
    }
  }
}
