import { z } from 'zod';
import { dateTimeSchema } from './dates';
import { recordIdSchema } from './ids';
import { pageQueryFields } from './organization';
import {
  ANNOUNCEMENT_MESSAGE_KINDS,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_REGIONS,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TEXT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_TYPES,
  NOTIFICATION_TYPES,
  RICH_TEXT_MAX,
} from './announcements-constants';
import { ORGANIZATION_ROLES, type OrganizationRole } from './roles';

/**
 * Announcements, news and notifications contract (issue 12; spec §2 /, /news, /announcements, /notifications, §3
 * Announcement, §4 types, statuses, priorities, regions and notification types, §6). Server routes validate with
 * these schemas; mf-helpdesk types its calls with them. Endpoints are listed in docs/helpdesk-api.md and /api/docs.
 *
 * Rich text (messages, news bodies, announcement texts) travels as HTML; the server sanitizes it with an allowlist
 * that matches the editor's schema (packages/server/src/rich-text) and stores and returns only sanitized HTML.
 */

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** A record id in a body or query (issue 21 strict ids). */
const dbId = recordIdSchema;
/** An ISO 8601 date-time with offset, e.g. 2026-11-25T08:00:00.000Z, in the years 1900–9999 (dates.ts). */
const dateTime = dateTimeSchema;
const title = z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX);
/** Rich text (HTML); sanitized by the server. Empty after trimming counts as missing. */
const richText = z.string().trim().max(RICH_TEXT_MAX);
const plainText = z.string().trim().max(ANNOUNCEMENT_TEXT_MAX);
const organizationRole = z.enum(ORGANIZATION_ROLES as [OrganizationRole, ...OrganizationRole[]]);

export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export const announcementPrioritySchema = z.enum(ANNOUNCEMENT_PRIORITIES);
export const announcementStatusSchema = z.enum(ANNOUNCEMENT_STATUSES);
export const announcementRegionSchema = z.enum(ANNOUNCEMENT_REGIONS);
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

// ---------------------------------------------------------------------------------------------------------------
// Announcements

/**
 * POST /api/announcements and PUT /api/announcements/{id} body (spec §3 Announcement). `initialMessage` is rich
 * text and required; `endsAt` must not be before `startsAt` (400 field endsAt). `mailRoles`: organization roles whose
 * users are mailed; `mailOrganization`: also mail each affected organization's announcement e-mail address.
 * `notify` (PUT only): mail and notify again about the changed announcement; a POST always publishes.
 */
export const announcementInputSchema = z
  .strictObject({
    title,
    type: announcementTypeSchema,
    priority: announcementPrioritySchema,
    supplierId: dbId.nullable().default(null),
    region: announcementRegionSchema,
    startsAt: dateTime,
    endsAt: dateTime.nullable().default(null),
    initialMessage: richText.min(1),
    affectedServices: plainText.default(''),
    customerImpact: plainText.default(''),
    requiredCustomerAction: plainText.default(''),
    contact: plainText.default(''),
    mailOrganization: z.boolean().default(false),
    mailRoles: z.array(organizationRole).max(ORGANIZATION_ROLES.length).default([]),
    notify: z.boolean().default(false),
  })
  .refine((a) => !a.endsAt || Date.parse(a.endsAt) >= Date.parse(a.startsAt), {
    path: ['endsAt'],
    message: 'The end must not be before the start.',
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** GET /api/announcements query: filters (spec: type, status, priority, region, supplier; open/closed), paging. */
export const announcementListQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
  type: announcementTypeSchema.optional(),
  status: announcementStatusSchema.optional(),
  priority: announcementPrioritySchema.optional(),
  region: announcementRegionSchema.optional(),
  supplierId: dbId.optional(),
  /** open: status open; closed: any closed status. */
  state: z.enum(['open', 'closed']).optional(),
});
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;

/** One announcement in a list (GET /api/announcements). `closed` is true for every status but open. */
export const announcementListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: announcementTypeSchema,
  priority: announcementPrioritySchema,
  status: announcementStatusSchema,
  closed: z.boolean(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  region: announcementRegionSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AnnouncementListItem = z.infer<typeof announcementListItemSchema>;

/** A further message on an announcement's timeline (sanitized HTML). */
export const announcementMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ANNOUNCEMENT_MESSAGE_KINDS),
  body: z.string(),
  notified: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AnnouncementMessage = z.infer<typeof announcementMessageSchema>;

/** Mail sends of an announcement (staff only): who sent, when, to how many, how many are still pending or failed. */
export const announcementSendSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int().nullable(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type AnnouncementSend = z.infer<typeof announcementSendSchema>;

/**
 * GET /api/announcements/{id}: every field of spec §3, the messages oldest first, and (staff only, else empty) the
 * mail sends. `mailRoles`/`mailOrganization` are the options of the last publish.
 */
export const announcementSchema = announcementListItemSchema.extend({
  initialMessage: z.string(),
  affectedServices: z.string(),
  customerImpact: z.string(),
  requiredCustomerAction: z.string(),
  contact: z.string(),
  mailOrganization: z.boolean(),
  mailRoles: z.array(organizationRole),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  messages: z.array(announcementMessageSchema),
  sends: z.array(announcementSendSchema),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** POST /api/announcements/{id}/messages body: a further message; `notify` mails and notifies the recipients. */
export const announcementMessageInputSchema = z.strictObject({
  body: richText.min(1),
  notify: z.boolean().default(false),
});
export type AnnouncementMessageInput = z.input<typeof announcementMessageInputSchema>;

/**
 * PUT /api/announcements/{id}/status body: close (status = the type's closed status, `message` required, the final
 * message) or reopen (status open, `message` optional). `notify` mails and notifies like a further message.
 */
export const announcementStatusInputSchema = z.strictObject({
  status: announcementStatusSchema,
  message: richText.default(''),
  notify: z.boolean().default(false),
});
export type AnnouncementStatusInput = z.input<typeof announcementStatusInputSchema>;

/** GET /api/announcements/recipients query: how many a send with these options reaches (shown before saving). */
export const announcementRecipientsQuerySchema = z.strictObject({
  supplierId: dbId.optional(),
  mailOrganization: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  /** Comma-separated organization roles, e.g. technicalResponsible,authorizedToSign. */
  mailRoles: z
    .string()
    .max(200)
    .default('')
    .transform((v, ctx) => {
      const roles = v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean);
      const unknown = roles.filter((r) => !(ORGANIZATION_ROLES as string[]).includes(r));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown role: ${unknown.join(', ')}` });
      return roles as OrganizationRole[];
    }),
});
export type AnnouncementRecipientsQuery = z.input<typeof announcementRecipientsQuerySchema>;

/** The recipient count of a send: organizations concerned, their announcement addresses and users, distinct e-mails. */
export const announcementRecipientsSchema = z.object({
  organizations: z.number().int(),
  organizationAddresses: z.number().int(),
  users: z.number().int(),
  total: z.number().int(),
});
export type AnnouncementRecipients = z.infer<typeof announcementRecipientsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// News

/** POST /api/news and PUT /api/news/{id} body: title, summary (plain), body (rich text), publish date. */
export const newsInputSchema = z.strictObject({
  title,
  summary: z.string().trim().min(1).max(ANNOUNCEMENT_TEXT_MAX),
  body: richText.min(1),
  publishedAt: dateTime,
});
export type NewsInput = z.input<typeof newsInputSchema>;

/** GET /api/news query. Customers see items whose publish date has passed; staff also see scheduled ones. */
export const newsListQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

/** A news item in a list ("read more" opens it). */
export const newsListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

/** GET /api/news/{id}: the item with its sanitized body. */
export const newsItemSchema = newsListItemSchema.extend({
  body: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Notifications

/**
 * A notification of the signed-in user (GET /api/notifications, /api/notifications/{id}): made when an announcement
 * that concerns the user is published or gets a notified message (spec §4 types). `read` is per user.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  announcementId: z.number().int(),
  messageId: z.number().int().nullable(),
  title: z.string(),
  /** publish, update (a notified message or edit), closing, reopening */
  event: z.enum(['publish', 'update', 'closing', 'reopening']),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications query: paging, `unread=true` for unread only. */
export const notificationListQuerySchema = z.strictObject({
  ...pageQueryFields,
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** GET /api/notifications/unread-count: the bell's number. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
