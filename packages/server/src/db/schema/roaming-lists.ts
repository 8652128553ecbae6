import { type RoamingTechnology } from '@portal/domain';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './organizations.js';
import { suppliers } from './suppliers.js';

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
