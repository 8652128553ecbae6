import {
  type AnyPgColumn,
  boolean,
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
 * Announcements (spec §3 Announcement, §4; issue 12). `priority` also accepts a legacy 'urgent', returned as
 * 'critical'. `status` is open or the type's closed status; `closed` in the API is `status <> 'open'`. Rich-text
 * columns hold sanitized HTML only (src/rich-text). `supplierId` null: the announcement concerns every
 * organization; otherwise the organizations linked to that supplier (organization_suppliers).
 * `mailOrganization`/`mailRoles` are the options of the last publish; the sends are in announcement_sends.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: text('type', { enum: ['incident', 'interference', 'maintenance', 'notification'] }).notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'critical', 'urgent'] }).notNull(),
    status: text('status', {
      enum: ['open', 'interferenceResolved', 'maintenanceClosed', 'notificationClosed'],
    })
      .notNull()
      .default('open'),
    supplierId: integer('supplier_id').references((): AnyPgColumn => suppliers.id, { onDelete: 'set null' }),
    region: text('region', { enum: ['belgium', 'netherlands', 'europe', 'worldwide'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    initialMessage: text('initial_message').notNull(),
    affectedServices: text('affected_services').notNull().default(''),
    customerImpact: text('customer_impact').notNull().default(''),
    requiredCustomerAction: text('required_customer_action').notNull().default(''),
    contact: text('contact').notNull().default(''),
    mailOrganization: boolean('mail_organization').notNull().default(false),
    /** Organization role names (e.g. technicalResponsible) whose users were mailed. */
    mailRoles: text('mail_roles').array().notNull().default([]),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_status_idx').on(t.status, t.startsAt),
    index('announcements_supplier_idx').on(t.supplierId),
  ],
);

/** Further messages of an announcement (its timeline): updates, the closing message, the reopening message. */
export const announcementMessages = pgTable(
  'announcement_messages',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references((): AnyPgColumn => announcements.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['update', 'closing', 'reopening'] }).notNull(),
    body: text('body').notNull(),
    notified: boolean('notified').notNull().default(false),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcement_messages_announcement_idx').on(t.announcementId, t.id)],
);

/** One mail send of an announcement (on publish or a notified message): who, when; its mails are in mail_outbox. */
export const announcementSends = pgTable(
  'announcement_sends',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references((): AnyPgColumn => announcements.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references((): AnyPgColumn => announcementMessages.id, {
      onDelete: 'set null',
    }),
    sentBy: integer('sent_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcement_sends_announcement_idx').on(t.announcementId)],
);

/**
 * The durable mail outbox (issue 12 "a failed send is retried and never loses the announcement"): mails are
 * written in the same transaction as what they announce and delivered afterwards by src/mail-outbox.ts, which
 * claims due rows (FOR UPDATE SKIP LOCKED, so several server instances never send one twice), retries with
 * back-off and gives up after MAX_ATTEMPTS (status failed). `sendId` ties a mail to its announcement send.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    sendId: integer('send_id').references((): AnyPgColumn => announcementSends.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Attachments as JSON: [{ filename, contentType, content (utf-8 text) }] (the .ics of a maintenance window). */
    attachments: text('attachments'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_send_idx').on(t.sendId),
  ],
);

/**
 * Notifications (spec §4 types): one row per event (publish, notified message, closing, reopening) of an
 * announcement, not per user — who sees it follows the announcement's concern rule when read, so publishing to
 * 100k users writes one row. Read state per user in notification_reads.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references((): AnyPgColumn => announcements.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references((): AnyPgColumn => announcementMessages.id, {
      onDelete: 'set null',
    }),
    type: text('type', { enum: ['maintenance', 'notification', 'technicalDifficulties'] }).notNull(),
    event: text('event', { enum: ['publish', 'update', 'closing', 'reopening'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_announcement_idx').on(t.announcementId),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** Which user read which notification, and when. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references((): AnyPgColumn => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_reads_user_idx').on(t.userId),
  ],
);

/** News items (spec §2 /news): title, plain summary, sanitized rich body, publish date (future: scheduled). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt)],
);
