import {
  announcementInputSchema,
  announcementListItemSchema,
  announcementListQuerySchema,
  announcementMessageInputSchema,
  announcementRecipientsQuerySchema,
  announcementRecipientsSchema,
  announcementSchema,
  announcementStatusInputSchema,
  badRequestSchema,
  newsInputSchema,
  newsItemSchema,
  newsListItemSchema,
  newsListQuerySchema,
  notificationListQuerySchema,
  notificationSchema,
  pageSchema,
  unreadCountSchema,
  idParamSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../audit.js';
import { notFound } from '../../errors.js';
import { ORGANIZATION_WRITER_ROLES, access, signedInUser, tenantScopeOf } from '../../plugins/access.js';
import {
  type AnnouncementWriteResult,
  type Reader,
  addAnnouncementMessage,
  changeAnnouncementStatus,
  countRecipients,
  countUnreadNotifications,
  createAnnouncement,
  createNews,
  deleteAnnouncement,
  deleteNews,
  getAnnouncement,
  getNews,
  getNotification,
  listAnnouncements,
  listNews,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateAnnouncement,
  updateNews,
} from './repository.js';

/** Path ids: canonical positive whole numbers only (issue 21: "0x1", "1.0", "01" are a 400, never record 1). */
const dbId = idParamSchema;
const idParams = z.object({ id: dbId });
/** Spec §8 error bodies, documented on every route. */
const errors = { 400: badRequestSchema, 401: badRequestSchema, 403: badRequestSchema, 404: badRequestSchema };
/** Who writes announcements and news (spec §6): super admin, management, support; account managers read only. */
const WRITERS = access.roles(...ORGANIZATION_WRITER_ROLES);
const CONCERN =
  'organization users: only announcements without a supplier or of a supplier linked to their organization';

/** The reader of a request: its user id and tenant scope. 401 when signed out. */
function readerOf(request: FastifyRequest): Reader {
  const user = signedInUser(request);
  return { userId: user.id, scope: tenantScopeOf(user) };
}

/**
 * Announcements, news and notifications (issue 12; docs/helpdesk-api.md; spec §2 /, /news, /announcements,
 * /notifications/{id}, §3, §4, §6). Registered under /api by modules/business.ts.
 */
export default async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.publicUrl;
  /** Starts delivery of the mails a committed write queued, and answers with the announcement. */
  const delivered = ({ announcement, mailsQueued }: AnnouncementWriteResult) => {
    if (mailsQueued > 0) app.mailOutbox.kick();
    return announcement;
  };

  // ─── Announcements ───────────────────────────────────────────────────────────────────────────────────────────

  /** GET /announcements?search=&type=&status=&priority=&region=&supplierId=&state=&page=&pageSize= → 200 Page. */
  r.get(
    '/announcements',
    {
      config: { access: access.signedIn(CONCERN) },
      schema: {
        tags: ['announcements'],
        summary: 'Announcements the user may read: open first, then critical → low, then start date',
        querystring: announcementListQuerySchema,
        response: { 200: pageSchema(announcementListItemSchema), ...errors },
      },
    },
    async (request) => listAnnouncements(app.db, readerOf(request), request.query),
  );

  /** GET /announcements/recipients?supplierId=&mailOrganization=&mailRoles= (writers) → 200 AnnouncementRecipients. */
  r.get(
    '/announcements/recipients',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['announcements'],
        summary: 'How many recipients a send with these options reaches (shown before saving)',
        querystring: announcementRecipientsQuerySchema,
        response: { 200: announcementRecipientsSchema, ...errors },
      },
    },
    async (request) => countRecipients(app.db, request.query),
  );

  /** GET /announcements/{id} → 200 Announcement (messages; sends for staff). 404 when it does not concern the user. */
  r.get(
    '/announcements/:id',
    {
      config: { access: access.signedIn(CONCERN) },
      schema: {
        tags: ['announcements'],
        summary: 'One announcement with its messages',
        params: idParams,
        response: { 200: announcementSchema, ...errors },
      },
    },
    async (request) => {
      const found = await getAnnouncement(app.db, readerOf(request), request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  /** POST /announcements (writers) → 201 Announcement; publishes a notification and queues the mails. */
  r.post(
    '/announcements',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['announcements'],
        summary: 'Publish an announcement (notifies and mails as chosen)',
        body: announcementInputSchema,
        response: { 201: announcementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await createAnnouncement(app.db, request.body, actorOf(request), publicUrl);
      return reply.status(201).send(delivered(result));
    },
  );

  /** PUT /announcements/{id} (writers) → 200 Announcement; `notify` publishes the change again. */
  r.put(
    '/announcements/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['announcements'],
        summary: 'Change an announcement',
        params: idParams,
        body: announcementInputSchema,
        response: { 200: announcementSchema, ...errors },
      },
    },
    async (request) => {
      const result = await updateAnnouncement(
        app.db,
        request.params.id,
        request.body,
        actorOf(request),
        publicUrl,
      );
      if (!result) throw notFound();
      return delivered(result);
    },
  );

  /** POST /announcements/{id}/messages `{body, notify}` (writers) → 201 Announcement. */
  r.post(
    '/announcements/:id/messages',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['announcements'],
        summary: 'Add a further message (notify: mail and notify the recipients)',
        params: idParams,
        body: announcementMessageInputSchema,
        response: { 201: announcementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await addAnnouncementMessage(
        app.db,
        request.params.id,
        request.body,
        actorOf(request),
        publicUrl,
      );
      if (!result) throw notFound();
      return reply.status(201).send(delivered(result));
    },
  );

  /** PUT /announcements/{id}/status `{status, message, notify}` (writers) → 200 Announcement: close or reopen. */
  r.put(
    '/announcements/:id/status',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['announcements'],
        summary: "Close (the type's closed status and a final message) or reopen an announcement",
        params: idParams,
        body: announcementStatusInputSchema,
        response: { 200: announcementSchema, ...errors },
      },
    },
    async (request) => {
      const result = await changeAnnouncementStatus(
        app.db,
        request.params.id,
        request.body,
        actorOf(request),
        publicUrl,
      );
      if (!result) throw notFound();
      return delivered(result);
    },
  );

  /** DELETE /announcements/{id} (writers) → 204. */
  r.delete(
    '/announcements/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['announcements'],
        summary: 'Delete an announcement with its messages, notifications and unsent mails',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteAnnouncement(app.db, request.params.id, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  // ─── News ────────────────────────────────────────────────────────────────────────────────────────────────────

  /** GET /news?search=&page=&pageSize= → 200 Page<NewsListItem>, newest first; customers: published only. */
  r.get(
    '/news',
    {
      config: { access: access.signedIn('organization users: published items only') },
      schema: {
        tags: ['news'],
        summary: 'News, newest first',
        querystring: newsListQuerySchema,
        response: { 200: pageSchema(newsListItemSchema), ...errors },
      },
    },
    async (request) => listNews(app.db, readerOf(request), request.query),
  );

  /** GET /news/{id} → 200 NewsItem; 404 for customers while scheduled. */
  r.get(
    '/news/:id',
    {
      config: { access: access.signedIn('organization users: published items only') },
      schema: {
        tags: ['news'],
        summary: 'One news item',
        params: idParams,
        response: { 200: newsItemSchema, ...errors },
      },
    },
    async (request) => {
      const found = await getNews(app.db, readerOf(request), request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  /** POST /news (writers) → 201 NewsItem. */
  r.post(
    '/news',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['news'],
        summary: 'Add a news item',
        body: newsInputSchema,
        response: { 201: newsItemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createNews(app.db, request.body, actorOf(request))),
  );

  /** PUT /news/{id} (writers) → 200 NewsItem. */
  r.put(
    '/news/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['news'],
        summary: 'Change a news item',
        params: idParams,
        body: newsInputSchema,
        response: { 200: newsItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await updateNews(app.db, request.params.id, request.body, actorOf(request));
      if (!item) throw notFound();
      return item;
    },
  );

  /** DELETE /news/{id} (writers) → 204. */
  r.delete(
    '/news/:id',
    {
      config: { access: WRITERS },
      schema: {
        tags: ['news'],
        summary: 'Delete a news item',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteNews(app.db, request.params.id, actorOf(request)))) throw notFound();
      return reply.status(204).send(null);
    },
  );

  // ─── Notifications ───────────────────────────────────────────────────────────────────────────────────────────

  const OWN = 'the signed-in user’s own notifications';

  /** GET /notifications?unread=&page=&pageSize= → 200 Page<Notification>, newest first. */
  r.get(
    '/notifications',
    {
      config: { access: access.signedIn(OWN) },
      schema: {
        tags: ['notifications'],
        summary: 'Notifications of the signed-in user',
        querystring: notificationListQuerySchema,
        response: { 200: pageSchema(notificationSchema), ...errors },
      },
    },
    async (request) => listNotifications(app.db, readerOf(request), request.query),
  );

  /** GET /notifications/unread-count → 200 {unread}. */
  r.get(
    '/notifications/unread-count',
    {
      config: { access: access.signedIn(OWN) },
      schema: {
        tags: ['notifications'],
        summary: 'Unread notifications (the bell)',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({ unread: await countUnreadNotifications(app.db, readerOf(request)) }),
  );

  /** PUT /notifications/read-all → 200 {unread: 0}. */
  r.put(
    '/notifications/read-all',
    {
      config: { access: access.signedIn(OWN) },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => {
      await markAllNotificationsRead(app.db, readerOf(request));
      return { unread: 0 };
    },
  );

  /** GET /notifications/{id} → 200 Notification; 404 when it is not the user's. */
  r.get(
    '/notifications/:id',
    {
      config: { access: access.signedIn(OWN) },
      schema: {
        tags: ['notifications'],
        summary: 'One notification',
        params: idParams,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => {
      const found = await getNotification(app.db, readerOf(request), request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );

  /** PUT /notifications/{id}/read → 200 Notification (read). Idempotent. */
  r.put(
    '/notifications/:id/read',
    {
      config: { access: access.signedIn(OWN) },
      schema: {
        tags: ['notifications'],
        summary: 'Mark a notification read',
        params: idParams,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => {
      const found = await markNotificationRead(app.db, readerOf(request), request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );
}
