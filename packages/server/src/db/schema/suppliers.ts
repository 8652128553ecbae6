import { type RoamingTechnology } from '@portal/domain';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './organizations.js';

/**
 * Connectivity suppliers (spec §3 Supplier; providerType 0..10, see ProviderType in @portal/domain), with what staff
 * maintain for /simmanagement (issue 15): the supplier's portal URL (http or https), a short description in English
 * and Dutch, and a logo in the file storage (`logo_key`; `logo_sha256` versions its URL).
 */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  providerType: integer('provider_type').notNull(),
  hasRoamingList: boolean('has_roaming_list').notNull().default(false),
  portalUrl: text('portal_url'),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionNl: text('description_nl').notNull().default(''),
  logoKey: text('logo_key'),
  logoContentType: text('logo_content_type'),
  logoSha256: text('logo_sha256'),
});

/**
 * Uploaded versions of a supplier's roaming list (issue 15): the file in the storage (`storage_key`) with its name,
 * type and size, who uploaded it and when, its number of networks, and what changed against the version before it
 * (`added`, `removed`, `changed`; null for the first). The newest version (highest id) is current. Versions go with
 * their supplier; the uploader's name is kept when the user is deleted (`uploaded_by_name`).
 */
export const roamingListVersions = pgTable(
  'roaming_list_versions',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references((): AnyPgColumn => suppliers.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    entryCount: integer('entry_count').notNull(),
    added: integer('added'),
    removed: integer('removed'),
    changed: integer('changed'),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roaming_list_versions_supplier_idx').on(t.supplierId, t.id.desc())],
);

/**
 * The networks of one roaming list version (issue 15), one row per MCC-MNC ("204-08"), in the file's order
 * (`position`). `technologies` in ROAMING_TECHNOLOGIES order.
 */
export const roamingEntries = pgTable(
  'roaming_entries',
  {
    versionId: integer('version_id')
      .notNull()
      .references((): AnyPgColumn => roamingListVersions.id, { onDelete: 'cascade' }),
    mccMnc: text('mcc_mnc').notNull(),
    position: integer('position').notNull(),
    country: text('country').notNull(),
    operator: text('operator').notNull(),
    technologies: text('technologies').array().$type<RoamingTechnology[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.mccMnc] })],
);

/** A contact person on a supplier service page (stored with the page). */
export interface ServiceContact {
  name: string;
  function: string | null;
  email: string | null;
  phoneNumber: string | null;
}

/**
 * The supplier service pages (issue 15; subsystems 3, 4, 5 and 8, see SUPPLIER_SERVICE_PAGES in @portal/domain): the
 * supplier a page presents, what the service does (sanitized rich text in English and Dutch) and its contacts. One
 * row per subsystem; a page without a row reads as empty.
 */
export const supplierServicePages = pgTable('supplier_service_pages', {
  subsystem: integer('subsystem').primaryKey(),
  supplierId: integer('supplier_id').references((): AnyPgColumn => suppliers.id, { onDelete: 'set null' }),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionNl: text('description_nl').notNull().default(''),
  contacts: jsonb('contacts').$type<ServiceContact[]>().notNull().default([]),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** Documents of a supplier service page (issue 15): the file in the storage, its title, who uploaded it and when. */
export const supplierServiceDocuments = pgTable(
  'supplier_service_documents',
  {
    id: serial('id').primaryKey(),
    subsystem: integer('subsystem').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique('supplier_service_documents_storage_key_unique'),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_service_documents_subsystem_idx').on(t.subsystem, t.uploadedAt)],
);
