import { LOCALES, VIDEO_KINDS } from '@portal/domain';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './organizations.js';

/**
 * Helpdesk videos (issue 13 "Videos"; spec §2 /helpdesk child "videos"): one language per video. A `file` video has
 * its bytes in the file storage under `storageKey` (MP4/WebM, sniffed on upload, served with HTTP Range); a `link`
 * video has `url` (https, on the VIDEO_LINK_HOSTS allowlist when written). The check keeps exactly one of them.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    kind: text('kind', { enum: VIDEO_KINDS }).notNull(),
    url: text('url'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    /** Bytes (a bigint: a video may pass 2 GB when VIDEO_UPLOAD_MAX_BYTES allows it). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    storageKey: text('storage_key').unique('videos_storage_key_unique'),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_locale_category_idx').on(t.locale, t.category),
    check(
      'videos_kind_source_check',
      sql`(${t.kind} = 'link' and ${t.url} is not null and ${t.storageKey} is null) or (${t.kind} = 'file' and ${t.url} is null and ${t.storageKey} is not null and ${t.fileName} is not null and ${t.contentType} is not null and ${t.sizeBytes} is not null)`,
    ),
  ],
);
