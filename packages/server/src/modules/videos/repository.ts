import {
  type FieldError,
  VIDEO_LIST_LIMIT,
  type Video,
  type VideoList,
  VideoMessages,
  type videoFieldsSchema,
  type videoInputSchema,
  type videoListQuerySchema,
} from '@portal/domain';
import { type SQL, and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { videos } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { badRequest } from '../../errors.js';
import type { StoredUpload } from '../../files/upload.js';

/**
 * Helpdesk videos (issue 13 "Videos"; docs/helpdesk-api.md "Videos API"). Links are checked against the host
 * allowlist when written; every write is audited in its transaction. The file of a deleted video is removed by the
 * route after the commit.
 */

export type VideoFields = z.output<typeof videoFieldsSchema>;
export type VideoWrite = z.output<typeof videoInputSchema>;
export type VideoListParams = z.output<typeof videoListQuerySchema>;
export type VideoRow = typeof videos.$inferSelect;

const toVideo = (row: VideoRow): Video => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  locale: row.locale,
  kind: row.kind,
  url: row.url,
  file:
    row.kind === 'file'
      ? { fileName: row.fileName ?? '', contentType: row.contentType ?? '', sizeBytes: row.sizeBytes ?? 0 }
      : null,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Why `raw` is not an acceptable video link, as a field error on `url`; null when it is: an absolute https URL
 * without credentials whose host is one of `hosts` (exact, case-insensitive).
 */
export function videoLinkError(raw: string, hosts: readonly string[]): FieldError | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { field: 'url', message: VideoMessages.linkProtocol };
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    return { field: 'url', message: VideoMessages.linkProtocol };
  }
  if (!hosts.includes(url.hostname.toLowerCase()))
    return { field: 'url', message: VideoMessages.linkHost };
  return null;
}

/** The link normalised by the URL parser, or 400 on field url (missing, not https, host not allowed). */
function checkedLink(url: string | undefined, hosts: readonly string[]): string {
  if (!url) throw badRequest([{ field: 'url', message: 'This field is required.' }]);
  const error = videoLinkError(url, hosts);
  if (error) throw badRequest([error]);
  return new URL(url).href;
}

/** GET /videos: videos of one language (or all), matching `search` in title or description, by category, title. */
export async function listVideos(db: Database, params: VideoListParams): Promise<VideoList> {
  const conditions: (SQL | undefined)[] = [
    params.locale ? eq(videos.locale, params.locale) : undefined,
    params.category ? eq(videos.category, params.category) : undefined,
  ];
  if (params.search) {
    const pattern = containsPattern(params.search);
    conditions.push(or(ilike(videos.title, pattern), ilike(videos.description, pattern)));
  }
  const rows = await db
    .select()
    .from(videos)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${videos.category})`), asc(sql`lower(${videos.title})`), asc(videos.id))
    .limit(VIDEO_LIST_LIMIT + 1);
  return { items: rows.slice(0, VIDEO_LIST_LIMIT).map(toVideo), truncated: rows.length > VIDEO_LIST_LIMIT };
}

/** GET /videos/categories: the categories in use (of one language, or all), sorted case-insensitively. */
export async function listVideoCategories(db: Database, locale?: 'en' | 'nl'): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: videos.category })
    .from(videos)
    .where(locale ? eq(videos.locale, locale) : undefined);
  return rows.map((r) => r.category).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** One video's row (with its storage key), or null. */
export async function findVideoRow(db: Database, id: number): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row ?? null;
}

/** GET /videos/{id}: one video, or null. */
export async function getVideo(db: Database, id: number): Promise<Video | null> {
  const row = await findVideoRow(db, id);
  return row ? toVideo(row) : null;
}

/** POST /videos: a link video. 400 on field url (missing, not https, host not in `hosts`). */
export async function createLinkVideo(
  db: Database,
  input: VideoWrite,
  hosts: readonly string[],
  actor: Actor,
): Promise<Video> {
  const { url, ...fields } = input;
  const link = checkedLink(url, hosts);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videos)
      .values({ ...fields, kind: 'link', url: link, createdBy: actor.userId })
      .returning();
    await writeAudit(tx, actor, 'create', 'video', row.id, null, row);
    return toVideo(row);
  });
}

/** POST /videos/upload: a video whose file is already stored (the caller removes the file when this throws). */
export async function createFileVideo(
  db: Database,
  fields: VideoFields,
  file: StoredUpload,
  actor: Actor,
): Promise<Video> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videos)
      .values({
        ...fields,
        kind: 'file',
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        storageKey: file.storageKey,
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, 'create', 'video', row.id, null, row);
    return toVideo(row);
  });
}

/**
 * PUT /videos/{id}: changes title, description, category and language; a link video's `url` too (kept when
 * omitted). Null when the video does not exist; 400 on field url for a link on a file video or a bad link.
 */
export async function updateVideo(
  db: Database,
  id: number,
  input: VideoWrite,
  hosts: readonly string[],
  actor: Actor,
): Promise<Video | null> {
  const { url, ...fields } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!before) return null;
    if (url !== undefined && before.kind === 'file') {
      throw badRequest([{ field: 'url', message: VideoMessages.noLinkOnFile }]);
    }
    const link = url !== undefined ? checkedLink(url, hosts) : before.url;
    const [row] = await tx
      .update(videos)
      .set({ ...fields, url: link, updatedAt: sql`now()` })
      .where(eq(videos.id, id))
      .returning();
    await writeAudit(tx, actor, 'update', 'video', id, before, row);
    return toVideo(row);
  });
}

/** DELETE /videos/{id}: removes the row; returns it (the route removes its file after the commit), or null. */
export async function deleteVideo(db: Database, id: number, actor: Actor): Promise<VideoRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning();
    if (!row) return null;
    await writeAudit(tx, actor, 'delete', 'video', id, row, null);
    return row;
  });
}
