import { LOCALES, TICKET_PRIORITIES, TICKET_STATUSES } from '@portal/domain';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './organizations.js';

/**
 * Helpdesk tickets (spec §3 Ticket, §4 statuses and priorities; issue 13). `organizationId` is the customer the
 * ticket belongs to (the tenant boundary); null is reserved for mail from unknown senders (the "Unknown users"
 * queue, a later step). The requester is named by `requesterName`/`requesterEmail` and, when the requester is a
 * portal user, linked by `requesterUserId` (that user's language is used for mails). `description` is sanitized
 * HTML; replies and internal notes are in ticket_messages. `lastActivityAt` moves on every reply and status change.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'cascade',
    }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    requesterUserId: integer('requester_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    assigneeId: integer('assignee_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_organization_idx').on(t.organizationId, t.lastActivityAt),
    index('tickets_status_idx').on(t.status, t.lastActivityAt),
    index('tickets_assignee_idx').on(t.assigneeId),
  ],
);

/**
 * The thread of a ticket: public replies (mailed to the other side) and internal notes (staff only, never sent to
 * organization users). The author's name and e-mail are kept as written, so the thread survives a deleted user.
 */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references((): AnyPgColumn => tickets.id, { onDelete: 'cascade' }),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    authorId: integer('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

/**
 * FAQ items (spec §3 FAQ item; issue 13): one language per item (`locale` en or nl), the answer sanitized HTML.
 * Support, management and super admin write them; readers see the items of their language, by category.
 */
export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_items_locale_category_idx').on(t.locale, t.category)],
);

/**
 * Files attached to a ticket (issue 13 "attachments through the existing file storage"): stored in the file
 * storage under `storageKey`, sniffed on upload. `internal` attachments (added with an internal note) are staff
 * only, like the note. Deleting the ticket deletes the rows; the files are removed by the route that deletes.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references((): AnyPgColumn => tickets.id, { onDelete: 'cascade' }),
    internal: boolean('internal').notNull().default(false),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique('ticket_attachments_storage_key_unique'),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId)],
);

/**
 * Incoming mail already taken in (issue 13 "Incoming mail"), by Message-ID and sender: a mail server that delivers a
 * message twice (a retry after a lost answer, a second MX) gets the first outcome back instead of a second ticket
 * or reply. Mails without a Message-ID are not recorded. Deleting the ticket forgets its mails.
 */
export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    senderEmail: text('sender_email').notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references((): AnyPgColumn => tickets.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['reply', 'newTicket', 'unknownSender'] }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbound_mails_message_sender_idx').on(t.messageId, t.senderEmail),
    index('inbound_mails_ticket_idx').on(t.ticketId),
  ],
);
