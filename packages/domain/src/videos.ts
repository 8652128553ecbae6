import { z } from 'zod';
import { LOCALES } from './constants';
import {
  VIDEO_CATEGORY_MAX,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_KINDS,
  VIDEO_TITLE_MAX,
  VIDEO_URL_MAX,
} from './videos-constants';

/**
 * Helpdesk videos contract (issue 13 "Videos"; spec §2 /helpdesk child "videos"). A video has a title, a plain-text
 * description, a category and a language, and is either an uploaded file (MP4/WebM, served by the portal with
 * HTTP Range so the player can seek) or an https link to a host on the server's allowlist (VIDEO_LINK_HOSTS),
 * opened in a new tab. Readers: staff, and organization users whose organization holds subsystem 1. Writers:
 * support, management, super admin. Endpoints: docs/helpdesk-api.md "Videos API".
 */

const locale = z.enum(LOCALES);

/** The descriptive fields every video has (the multipart upload sends them as text parts). */
export const videoFieldsSchema = z.strictObject({
  title: z.string().trim().min(1).max(VIDEO_TITLE_MAX),
  description: z.string().trim().max(VIDEO_DESCRIPTION_MAX).default(''),
  category: z.string().trim().min(1).max(VIDEO_CATEGORY_MAX),
  locale,
});

/**
 * POST /api/videos body (a link video) and PUT /api/videos/{id} body (any video: `url` only for link videos).
 * `url` must be https on an allowlisted host (400 field url otherwise).
 */
export const videoInputSchema = videoFieldsSchema.extend({
  url: z.string().trim().max(VIDEO_URL_MAX).optional(),
});
export type VideoInput = z.input<typeof videoInputSchema>;

/** GET /api/videos query: `locale` (omitted: every language), `search` in title and description, `category`. */
export const videoListQuerySchema = z.strictObject({
  locale: locale.optional(),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(VIDEO_CATEGORY_MAX).optional(),
});
export type VideoListQuery = z.input<typeof videoListQuerySchema>;

/** An uploaded video file's facts. */
export const videoFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** Size in bytes. */
  sizeBytes: z.number().int(),
});

/** One video: `url` set for a link video, `file` for an uploaded one. */
export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  locale,
  kind: z.enum(VIDEO_KINDS),
  url: z.string().nullable(),
  file: videoFileSchema.nullable(),
  updatedAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** GET /api/videos answer: the videos and whether more matched than VIDEO_LIST_LIMIT. */
export const videoListSchema = z.object({ items: z.array(videoSchema), truncated: z.boolean() });
export type VideoList = z.infer<typeof videoListSchema>;

/**
 * GET /api/videos/settings answer: what the add form needs to explain its rules — the link hosts allowed, the
 * largest upload in bytes and the accepted file extensions.
 */
export const videoSettingsSchema = z.object({
  linkHosts: z.array(z.string()),
  maxUploadBytes: z.number().int(),
  fileExtensions: z.array(z.string()),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;

/**
 * GET /api/videos/{id}/playback answer (uploaded videos): a URL the `<video>` element loads directly (it cannot
 * send the Authorization header), signed for this video and the caller's session, valid until `expiresAt` (ISO).
 */
export const videoPlaybackSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type VideoPlayback = z.infer<typeof videoPlaybackSchema>;
