import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './organizations.js';

/**
 * Contract files of an organization (spec §3 Contract file: category 0 SLA, 1 agreements, 2 other, 3 orders).
 * The bytes live in the file storage (src/files) under `storageKey`, a random key, never the user's file name;
 * `sha256` (hex) is computed on upload. Deleting the organization removes the rows (organizations repository,
 * then the stored files after commit; the FK cascade is a backstop).
 */
export const contractFiles = pgTable(
  'contract_files',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    category: integer('category').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique('contract_files_storage_key_unique'),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_files_organization_idx').on(t.organizationId, t.category)],
);

/**
 * Invoices (spec §3 Invoice: "a PDF. Other invoice fields: not shown"). Every column beyond the PDF is our
 * choice, made so staff can upload and customers can find an invoice: `invoiceNumber` (unique), `invoiceDate`,
 * `period` (billed month 'YYYYMM'), `amountCents` (euro cents incl. VAT), `vatCents`, `currency` (always EUR),
 * `status` (open | paid | overdue | credited), `dueDate`. The PDF lives in the file storage under `storageKey`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull().unique('invoices_invoice_number_unique'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    period: text('period').notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: ['open', 'paid', 'overdue', 'credited'] })
      .notNull()
      .default('open'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique('invoices_storage_key_unique'),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_organization_idx').on(t.organizationId, t.invoiceDate),
    index('invoices_invoice_date_idx').on(t.invoiceDate),
  ],
);
