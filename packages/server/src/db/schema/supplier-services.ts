import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './organizations.js';
import { suppliers } from './suppliers.js';

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
