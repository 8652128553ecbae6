import multipart from '@fastify/multipart';
import {
  HELPDESK_SUBSYSTEM,
  LOCALES,
  VIDEO_FILE_TYPES,
  VideoMessages,
  badRequestSchema,
  idParamSchema,
  videoFieldsSchema,
  videoInputSchema,
  videoListQuerySchema,
  videoListSchema,
  videoPlaybackSchema,
  videoSchema,
  videoSettingsSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { ApiError, badRequest, notFound, zodFieldErrors } from '../../errors.js';
import { sendStoredFile } from '../../files/send.js';
import { receiveUpload, sizeText } from '../../files/upload.js';
import { ORGANIZATION_WRITER_ROLES, access, isStaff, signedInUser } from '../../plugins/access.js';
import { loadSessionUser } from '../auth/sessions.js';
import { signPlaybackToken, verifyPlaybackToken } from './playback.js';
import {
  createFileVideo,
  createLinkVideo,
  deleteVideo,
  findVideoRow,
  getVideo,
  listVideoCategories,
  listVideos,
  updateVideo,
} from './repository.js';

const idParams = z.object({ id: idParamSchema });
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Spec §2 /helpdesk (videos): staff always, organization users when their organization holds subsystem 1. */
const READERS = access.subsystem(HELPDESK_SUBSYSTEM);
/** Support manages the helpdesk content (spec §6); management and super admin too. Account managers read only. */
const WRITERS = access.roles(...ORGANIZATION_WRITER_ROLES);
const FILE_EXTENSIONS = Object.values(VIDEO_FILE_TYPES).flat();

/**
 * Helpdesk videos (issue 13 "Videos"; docs/helpdesk-api.md "Videos API"; spec §2 /helpdesk child "videos", §6).
 * Registered under /api. Uploaded files are MP4/WebM up to VIDEO_UPLOAD_MAX_BYTES, streamed with HTTP Range
 * through a signed playback URL; links must be https on VIDEO_LINK_HOSTS.
 */
export default async function videoRoutes(app: FastifyInstance): Promise<void> {
  const { uploadMaxBytes, linkHosts } = app.config.videos;
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 8, fieldSize: 4096, parts: 9 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['videos'];

  /** GET /videos?locale=&search=&category= → 200 VideoList, by category then title. */
  r.get(
    '/videos',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Helpdesk videos (of one language), by category',
        querystring: videoListQuerySchema,
        response: { 200: videoListSchema, ...errors },
      },
    },
    async (request) => listVideos(app.db, request.query),
  );

  /** GET /videos/categories?locale= → 200 string[]. */
  r.get(
    '/videos/categories',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'Video categories in use',
        querystring: z.strictObject({ locale: z.enum(LOCALES).optional() }),
        response: { 200: z.array(z.string()), ...errors },
      },
    },
    async (request) => listVideoCategories(app.db, request.query.locale),
  );

  /** GET /videos/settings → 200 VideoSettings (link hosts, upload limit in bytes, file extensions). */
  r.get(
    '/videos/settings',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'What the video form accepts',
        response: { 200: videoSettingsSchema, ...errors },
      },
    },
    async () => ({ linkHosts, maxUploadBytes: uploadMaxBytes, fileExtensions: FILE_EXTENSIONS }),
  );

  /** GET /videos/{id} → 200 Video. */
  r.get(
    '/videos/:id',
    {
      config: { access: READERS },
      schema: { tags, summary: 'One video', params: idParams, response: { 200: videoSchema, ...errors } },
    },
    async (request) => {
      const video = await getVideo(app.db, request.params.id);
      if (!video) throw notFound();
      return video;
    },
  );

  /** POST /videos (writers; JSON, a link video) → 201 Video. 400 field url: missing, not https, host not allowed. */
  r.post(
    '/videos',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Add a link video',
        description: `\`url\`: https on one of ${linkHosts.join(', ')} (VIDEO_LINK_HOSTS).`,
        body: videoInputSchema,
        response: { 201: videoSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLinkVideo(app.db, request.body, linkHosts, actorOf(request))),
  );

  /**
   * POST /videos/upload (writers; multipart: text parts title, description, category, locale, then `file`) → 201
   * Video. 400: field errors of the text parts, and field file when missing, over VIDEO_UPLOAD_MAX_BYTES or not
   * MP4/WebM. Nothing is stored for a refused request.
   */
  r.post(
    '/videos/upload',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Upload a video file (multipart)',
        description: `multipart/form-data: \`title\`, \`description\`, \`category\`, \`locale\`, then \`file\` (MP4 or WebM; at most ${sizeText(uploadMaxBytes)}).`,
        consumes: ['multipart/form-data'],
        response: { 201: videoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, {
        storage: app.files,
        accepted: VIDEO_FILE_TYPES,
        keyPrefix: 'video',
        maxBytes: uploadMaxBytes,
        wrongTypeMessage: VideoMessages.fileType,
      });
      const fields = videoFieldsSchema.safeParse(upload.fields);
      const problems = [
        ...(fields.success ? [] : zodFieldErrors(fields.error)),
        ...(upload.fileError ? [upload.fileError] : []),
      ];
      if (!fields.success || !upload.file) {
        if (upload.file) await app.files.delete(upload.file.storageKey).catch(() => undefined);
        throw badRequest(problems);
      }
      try {
        return reply
          .status(201)
          .send(await createFileVideo(app.db, fields.data, upload.file, actorOf(request)));
      } catch (err) {
        await app.files.delete(upload.file.storageKey).catch(() => undefined);
        throw err;
      }
    },
  );

  /** PUT /videos/{id} (writers) → 200 Video. 400 field url: a link on a file video, or a bad link. */
  r.put(
    '/videos/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags,
        summary: 'Change a video',
        params: idParams,
        body: videoInputSchema,
        response: { 200: videoSchema, ...errors },
      },
    },
    async (request) => {
      const video = await updateVideo(app.db, request.params.id, request.body, linkHosts, actorOf(request));
      if (!video) throw notFound();
      return video;
    },
  );

  /** DELETE /videos/{id} (writers) → 204; an uploaded file is removed after the commit. */
  r.delete(
    '/videos/:id',
    {
      config: { access: WRITERS },
      schema: { tags, summary: 'Delete a video', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const row = await deleteVideo(app.db, request.params.id, actorOf(request));
      if (!row) throw notFound();
      if (row.storageKey) {
        const key = row.storageKey;
        await app.files
          .delete(key)
          .catch((err: unknown) => request.log.error({ err, key }, 'video file not removed'));
      }
      return reply.status(204).send(null);
    },
  );

  /**
   * GET /videos/{id}/playback (readers; uploaded videos) → 200 {url, expiresAt}: the signed stream URL for the
   * `<video>` element (modules/videos/playback.ts). 404 for an unknown video or a link video.
   */
  r.get(
    '/videos/:id/playback',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'A signed URL that streams an uploaded video',
        params: idParams,
        response: { 200: videoPlaybackSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const row = await findVideoRow(app.db, request.params.id);
      if (!row || row.kind !== 'file' || !user.sid) throw notFound();
      const { token, expiresAt } = await signPlaybackToken(app.config, row.id, user.sid);
      return {
        url: `/api/videos/${row.id}/stream?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  /**
   * GET /videos/{id}/stream?token= → the video's bytes (206 for a byte range, 200 whole, 416 outside). Public in the
   * access table: the signed token stands in for the Authorization header; it must name this video, be unexpired,
   * and its session must still be open and reach the helpdesk (403 "This video link has expired…" otherwise).
   */
  r.get(
    '/videos/:id/stream',
    {
      config: {
        access: access.public(
          'signed playback URL: the token names the video and a session, checked per request',
        ),
      },
      compress: false,
      schema: {
        tags,
        summary: 'Stream an uploaded video (HTTP Range)',
        params: idParams,
        querystring: z.strictObject({ token: z.string().min(1).max(2000) }),
        response: errors,
      },
    },
    async (request, reply) => {
      const claims = await verifyPlaybackToken(app.config, request.query.token);
      const expired = new ApiError(403, VideoMessages.playbackEnded);
      if (!claims || claims.videoId !== request.params.id) throw expired;
      const session = await loadSessionUser(app.db, claims.sid, claims);
      const user = session.user;
      if (!user || (!isStaff(user) && !user.subsystems.includes(HELPDESK_SUBSYSTEM))) throw expired;
      const row = await findVideoRow(app.db, request.params.id);
      if (!row || row.kind !== 'file' || !row.storageKey) throw notFound();
      return sendStoredFile(
        request,
        reply as FastifyReply,
        app.files,
        {
          storageKey: row.storageKey,
          contentType: row.contentType ?? 'application/octet-stream',
          sizeBytes: row.sizeBytes ?? 0,
          fileName: row.fileName ?? 'video',
          sha256: row.sha256,
        },
        { download: false, ranges: true, cacheControl: 'private, max-age=3600' },
      );
    },
  );
}
