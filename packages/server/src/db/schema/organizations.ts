import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.js';

/**
 * Every person who signs in (kept with `organizations`: the two tables reference each other): provider staff (`organizationId` null, `employeeRole` set) and organization users
 * (`organizationId` set, `roles` = organization role codes 0..4). `email` is stored lowercased.
 * `passwordHash` is null until the account is confirmed (spec §7 confirm account).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('users_email_unique'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    organizationId: integer('organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'cascade',
    }),
    roles: integer('roles').array().notNull().default([]),
    employeeRole: integer('employee_role'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    sendApnInfo: boolean('send_apn_info').notNull().default(false),
    /** Preferred language for e-mails and the interface (Settings); null: the request's Accept-Language. */
    locale: text('locale'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_organization_idx').on(t.organizationId)],
);

/**
 * Customer organizations (spec §3 Organization). Deleting an organization removes its users, addresses,
 * subcustomers, shipments and links (FK cascades, spec §4).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customerNumber: text('customer_number').notNull().unique('organizations_customer_number_unique'),
    vatNumber: text('vat_number'),
    kvkNumber: text('kvk_number'),
    ibanNumber: text('iban_number'),
    country: text('country').notNull(),
    vatLiable: boolean('vat_liable').notNull().default(true),
    isInactive: boolean('is_inactive').notNull().default(false),
    isProspect: boolean('is_prospect').notNull().default(false),
    isReseller: boolean('is_reseller').notNull().default(false),
    resellerId: integer('reseller_id').references((): AnyPgColumn => organizations.id, { onDelete: 'set null' }),
    contactPersonId: integer('contact_person_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Employee who first contracted the customer (spec §3 export "initialContractor"). */
    initialContractorId: integer('initial_contractor_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    announcementEmailAddress: text('announcement_email_address'),
    slaLevel: text('sla_level'),
    shippingAddressId: integer('shipping_address_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    invoiceAddressId: integer('invoice_address_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    visitingAddressId: integer('visiting_address_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_name_idx').on(t.name),
    index('organizations_reseller_idx').on(t.resellerId),
    // The customer list's orders (issue 18: 10,000 organizations): by name (the default) and by country, each read
    // in index order and stopped after one page instead of sorting every organization per request.
    index('organizations_lower_name_idx').on(sql`lower(${t.name})`, t.id),
    index('organizations_lower_country_idx').on(sql`lower(${t.country})`, t.id),
  ],
);

/** Subcustomers of an organization (spec §3 Subcustomer). */
export const subcustomers = pgTable(
  'subcustomers',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The organization's own reference for this subcustomer (e.g. its debtor number there); optional. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subcustomers_organization_idx').on(t.organizationId)],
);

/** Contact persons of a subcustomer (spec §3 Subcustomer "contact persons"); not portal users, they never sign in. */
export const subcustomerContacts = pgTable(
  'subcustomer_contacts',
  {
    id: serial('id').primaryKey(),
    subcustomerId: integer('subcustomer_id')
      .notNull()
      .references((): AnyPgColumn => subcustomers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** Job title or function, free text. */
    function: text('function'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subcustomer_contacts_subcustomer_idx').on(t.subcustomerId)],
);

/** Addresses of organizations and subcustomers (spec §3 Address). `email` is the invoice e-mail. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    subcustomerId: integer('subcustomer_id').references((): AnyPgColumn => subcustomers.id, { onDelete: 'cascade' }),
    streetName: text('street_name').notNull(),
    houseNumber: text('house_number').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    countryCode: text('country_code').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_organization_idx').on(t.organizationId)],
);

/** Suppliers linked to an organization (spec §3 supplierIds). */
export const organizationSuppliers = pgTable(
  'organization_suppliers',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references((): AnyPgColumn => suppliers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.supplierId] })],
);

/** Subsystem links of an organization (spec §2 subsystems 1–8; spec §4 "added or not added"). */
export const organizationSubsystems = pgTable(
  'organization_subsystems',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    subsystem: integer('subsystem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.subsystem] })],
);

export const SERVICE_REQUEST_STATUSES = ['open', 'granted', 'declined'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/**
 * "More services" requests (spec §2, design: the spec does not show the screen): an organization user asks for a
 * subsystem the organization does not have yet; staff grant it (the subsystem link is added) or decline it.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    subsystem: integer('subsystem').notNull(),
    message: text('message'),
    status: text('status', { enum: SERVICE_REQUEST_STATUSES }).notNull().default('open'),
    requestedById: integer('requested_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    handledById: integer('handled_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('service_requests_organization_idx').on(t.organizationId, t.status)],
);
