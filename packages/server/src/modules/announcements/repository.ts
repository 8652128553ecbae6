import {
  CLOSED_STATUS_OF,
  NOTIFICATION_TYPE_OF,
  OrganizationRoleCode,
  type Announcement,
  type AnnouncementListItem,
  type AnnouncementMessage,
  type AnnouncementPriority,
  type AnnouncementRecipients,
  type AnnouncementSend,
  type Locale,
  type NewsItem,
  type NewsListItem,
  type Notification,
  type OrganizationRole,
  type Page,
  type announcementInputSchema,
  type announcementListQuerySchema,
  type announcementMessageInputSchema,
  type announcementRecipientsQuerySchema,
  type announcementStatusInputSchema,
  type newsInputSchema,
  type newsListQuerySchema,
  type notificationListQuerySchema,
} from '@portal/domain';
import {
  type SQL,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database, Transaction } from '../../db/client.js';
import {
  announcementMessages,
  announcementSends,
  announcements,
  mailOutbox,
  news,
  notificationReads,
  notifications,
  organizationSuppliers,
  organizations,
  suppliers,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { badRequest } from '../../errors.js';
import { type TenantScope } from '../../plugins/access.js';
import { sanitizeUnlessBlank } from '../../rich-text/sanitize.js';
import { type AnnouncementMailFacts, composeAnnouncementMails } from './mails.js';

/**
 * Announcements, news and notifications (issue 12; docs/helpdesk-api.md; spec §3 Announcement, §4, §6).
 *
 * The concern rule (who reads an announcement): staff all; an organization user only announcements without a
 * supplier, or whose supplier is linked to the user's organization. Everything outside it reads as not found.
 * Rich text is sanitized here, before it is stored. Every write is audited inside its transaction; mails go to
 * the durable outbox in the same transaction (the route kicks delivery after commit).
 */

export type AnnouncementWrite = z.output<typeof announcementInputSchema>;
export type AnnouncementListParams = z.output<typeof announcementListQuerySchema>;
export type AnnouncementMessageWrite = z.output<typeof announcementMessageInputSchema>;
export type AnnouncementStatusWrite = z.output<typeof announcementStatusInputSchema>;
export type RecipientParams = z.output<typeof announcementRecipientsQuerySchema>;
export type NewsWrite = z.output<typeof newsInputSchema>;
export type NewsListParams = z.output<typeof newsListQuerySchema>;
export type NotificationListParams = z.output<typeof notificationListQuerySchema>;

export const MESSAGE_REQUIRED = 'This field is required.';
export const UNKNOWN_SUPPLIER = 'Unknown supplier.';
export const STATUS_NOT_ALLOWED = 'This status does not fit the type of the announcement.';
export const ALREADY_CLOSED = 'The announcement is already closed.';
export const ALREADY_OPEN = 'The announcement is already open.';
export const FINAL_MESSAGE_REQUIRED = 'Closing needs a final message.';

/** A signed-in reader: its id, its tenant scope (staff: all). */
export interface Reader {
  userId: number;
  scope: TenantScope;
}

/** Rank of a priority for sorting (critical, or a legacy urgent, first). */
const priorityRank = sql<number>`case ${announcements.priority} when 'critical' then 4 when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

/** The stored priority as shown: a legacy 'urgent' is 'critical' (spec §4). */
const shownPriority = (p: string): AnnouncementPriority =>
  p === 'urgent' ? 'critical' : (p as AnnouncementPriority);

/** SQL: the announcement concerns organization `organizationId` (no supplier, or a supplier linked to it). */
function concernsOrganization(organizationId: SQL | number): SQL {
  return or(
    isNull(announcements.supplierId),
    sql`exists (select 1 from ${organizationSuppliers} where ${organizationSuppliers.organizationId} = ${organizationId} and ${organizationSuppliers.supplierId} = ${announcements.supplierId})`,
  )!;
}

/** The concern condition of a reader: none for staff. */
function visibleTo(scope: TenantScope): SQL | undefined {
  return scope.kind === 'all' ? undefined : concernsOrganization(scope.organizationId);
}

const creator = alias(users, 'creator');
const fullName = (table: typeof creator) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

const listColumns = {
  id: announcements.id,
  title: announcements.title,
  type: announcements.type,
  priority: announcements.priority,
  status: announcements.status,
  supplierId: announcements.supplierId,
  supplierName: suppliers.name,
  region: announcements.region,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
  updatedAt: announcements.updatedAt,
};

type ListRow = {
  id: number;
  title: string;
  type: AnnouncementListItem['type'];
  priority: string;
  status: AnnouncementListItem['status'];
  supplierId: number | null;
  supplierName: string | null;
  region: AnnouncementListItem['region'];
  startsAt: Date;
  endsAt: Date | null;
  updatedAt: Date;
};

function toListItem(row: ListRow): AnnouncementListItem {
  return {
    ...row,
    priority: shownPriority(row.priority),
    closed: row.status !== 'open',
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ─── Announcements: reads ──────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /announcements: one page visible to the reader, filtered; open first, then priority (critical → low), then
 * start date (newest first), then id.
 */
export async function listAnnouncements(
  db: Database,
  reader: Reader,
  query: AnnouncementListParams,
): Promise<Page<AnnouncementListItem>> {
  const conditions: (SQL | undefined)[] = [visibleTo(reader.scope)];
  if (query.search) conditions.push(ilike(announcements.title, containsPattern(query.search)));
  if (query.type) conditions.push(eq(announcements.type, query.type));
  if (query.status) conditions.push(eq(announcements.status, query.status));
  if (query.priority)
    conditions.push(
      query.priority === 'critical'
        ? inArray(announcements.priority, ['critical', 'urgent'])
        : eq(announcements.priority, query.priority),
    );
  if (query.region) conditions.push(eq(announcements.region, query.region));
  if (query.supplierId) conditions.push(eq(announcements.supplierId, query.supplierId));
  if (query.state === 'open') conditions.push(eq(announcements.status, 'open'));
  if (query.state === 'closed') conditions.push(ne(announcements.status, 'open'));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(announcements).where(where);
  const rows = await db
    .select(listColumns)
    .from(announcements)
    .leftJoin(suppliers, eq(suppliers.id, announcements.supplierId))
    .where(where)
    .orderBy(
      sql`case when ${announcements.status} = 'open' then 0 else 1 end`,
      desc(priorityRank),
      desc(announcements.startsAt),
      desc(announcements.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

/**
 * GET /announcements/{id}: the announcement with its messages (oldest first) and, for staff, its sends. Null when
 * it does not exist or does not concern the reader.
 */
export async function getAnnouncement(
  db: Database | Transaction,
  reader: Reader,
  id: number,
): Promise<Announcement | null> {
  const [row] = await db
    .select({
      ...listColumns,
      initialMessage: announcements.initialMessage,
      affectedServices: announcements.affectedServices,
      customerImpact: announcements.customerImpact,
      requiredCustomerAction: announcements.requiredCustomerAction,
      contact: announcements.contact,
      mailOrganization: announcements.mailOrganization,
      mailRoles: announcements.mailRoles,
      createdBy: fullName(creator),
      createdAt: announcements.createdAt,
    })
    .from(announcements)
    .leftJoin(suppliers, eq(suppliers.id, announcements.supplierId))
    .leftJoin(creator, eq(creator.id, announcements.createdBy))
    .where(and(eq(announcements.id, id), visibleTo(reader.scope)));
  if (!row) return null;
  const messages = await db
    .select({
      id: announcementMessages.id,
      kind: announcementMessages.kind,
      body: announcementMessages.body,
      notified: announcementMessages.notified,
      createdBy: fullName(creator),
      createdAt: announcementMessages.createdAt,
    })
    .from(announcementMessages)
    .leftJoin(creator, eq(creator.id, announcementMessages.createdBy))
    .where(eq(announcementMessages.announcementId, id))
    .orderBy(asc(announcementMessages.id));
  const sends = reader.scope.kind === 'all' ? await listSends(db, id) : [];
  const { createdAt, mailRoles, ...rest } = row;
  return {
    ...toListItem(rest),
    initialMessage: rest.initialMessage,
    affectedServices: rest.affectedServices,
    customerImpact: rest.customerImpact,
    requiredCustomerAction: rest.requiredCustomerAction,
    contact: rest.contact,
    mailOrganization: rest.mailOrganization,
    mailRoles: mailRoles as OrganizationRole[],
    createdBy: rest.createdBy,
    createdAt: createdAt.toISOString(),
    messages: messages.map((m): AnnouncementMessage => ({ ...m, createdAt: m.createdAt.toISOString() })),
    sends,
  };
}

/** The sends of an announcement, newest first, with their delivery counts. */
async function listSends(db: Database | Transaction, announcementId: number): Promise<AnnouncementSend[]> {
  const rows = await db
    .select({
      id: announcementSends.id,
      messageId: announcementSends.messageId,
      sentBy: fullName(creator),
      createdAt: announcementSends.createdAt,
      recipients: count(mailOutbox.id),
      delivered: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
    })
    .from(announcementSends)
    .leftJoin(creator, eq(creator.id, announcementSends.sentBy))
    .leftJoin(mailOutbox, eq(mailOutbox.sendId, announcementSends.id))
    .where(eq(announcementSends.announcementId, announcementId))
    .groupBy(announcementSends.id, creator.firstName, creator.lastName)
    .orderBy(desc(announcementSends.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// ─── Recipients ────────────────────────────────────────────────────────────────────────────────────────────────

/** One recipient of a send: an address and its language (null: an organization address, mailed in en + nl). */
interface Recipient {
  email: string;
  locale: Locale | null;
}

/**
 * The recipients of a send: active customers (not inactive, not prospects) the announcement concerns; their
 * announcement address when `mailOrganization`; their confirmed users holding one of `mailRoles`. One mail per
 * distinct address (a user's own address wins over an organization address, so the mail is in their language).
 */
async function findRecipients(
  db: Database | Transaction,
  options: { supplierId: number | null; mailOrganization: boolean; mailRoles: readonly OrganizationRole[] },
): Promise<{ organizations: number; organizationAddresses: number; users: number; recipients: Recipient[] }> {
  const concerned = and(
    eq(organizations.isInactive, false),
    eq(organizations.isProspect, false),
    options.supplierId === null
      ? undefined
      : sql`exists (select 1 from ${organizationSuppliers} where ${organizationSuppliers.organizationId} = ${organizations.id} and ${organizationSuppliers.supplierId} = ${options.supplierId})`,
  );
  const [{ n }] = await db.select({ n: count() }).from(organizations).where(concerned);
  const addresses = options.mailOrganization
    ? await db
        .select({ email: organizations.announcementEmailAddress })
        .from(organizations)
        .where(and(concerned, isNotNull(organizations.announcementEmailAddress)))
    : [];
  const codes = options.mailRoles.map((role) => OrganizationRoleCode[role]);
  const people = codes.length
    ? await db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(and(concerned, isNotNull(users.confirmedAt), arrayOverlaps(users.roles, codes)))
    : [];
  const byEmail = new Map<string, Recipient>();
  for (const a of addresses) {
    const email = a.email!.trim().toLowerCase();
    if (email) byEmail.set(email, { email, locale: null });
  }
  for (const p of people) {
    byEmail.set(p.email.toLowerCase(), {
      email: p.email.toLowerCase(),
      locale: p.locale === 'en' ? 'en' : 'nl',
    });
  }
  return {
    organizations: n,
    organizationAddresses: addresses.length,
    users: people.length,
    recipients: [...byEmail.values()],
  };
}

/** GET /announcements/recipients: how many a send with these options reaches. 400 field supplierId when unknown. */
export async function countRecipients(
  db: Database,
  params: RecipientParams,
): Promise<AnnouncementRecipients> {
  if (params.supplierId) await assertSupplier(db, params.supplierId);
  const found = await findRecipients(db, {
    supplierId: params.supplierId ?? null,
    mailOrganization: params.mailOrganization,
    mailRoles: params.mailRoles,
  });
  return {
    organizations: found.organizations,
    organizationAddresses: found.organizationAddresses,
    users: found.users,
    total: found.recipients.length,
  };
}

// ─── Announcements: writes ─────────────────────────────────────────────────────────────────────────────────────

async function assertSupplier(db: Database | Transaction, supplierId: number): Promise<void> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row) throw badRequest([{ field: 'supplierId', message: UNKNOWN_SUPPLIER }]);
}

/** Sanitized rich text of `field`; 400 "This field is required." when nothing visible is left. */
function requiredRichText(html: string, field: string): string {
  const clean = sanitizeUnlessBlank(html);
  if (clean === null) throw badRequest([{ field, message: MESSAGE_REQUIRED }]);
  return clean;
}

/** What a publish or a notified message needs to mail and notify. */
interface SendRequest {
  announcementId: number;
  messageId: number | null;
  event: AnnouncementMailFacts['event'];
  messageHtml: string;
}

/**
 * Records one event of an announcement inside `tx`: a notification (always), and when the announcement's mail
 * options reach anyone, a send with one outbox mail per recipient. Returns the number of mails queued.
 */
async function publishEvent(
  tx: Transaction,
  request: SendRequest,
  actor: Actor,
  publicUrl: string,
): Promise<number> {
  const [a] = await tx
    .select({ ...listColumns, ...announcementTextColumns })
    .from(announcements)
    .leftJoin(suppliers, eq(suppliers.id, announcements.supplierId))
    .where(eq(announcements.id, request.announcementId));
  await tx.insert(notifications).values({
    announcementId: a.id,
    messageId: request.messageId,
    type: NOTIFICATION_TYPE_OF[a.type],
    event: request.event,
  });
  const found = await findRecipients(tx, {
    supplierId: a.supplierId,
    mailOrganization: a.mailOrganization,
    mailRoles: a.mailRoles as OrganizationRole[],
  });
  if (found.recipients.length === 0) return 0;
  const [send] = await tx
    .insert(announcementSends)
    .values({ announcementId: a.id, messageId: request.messageId, sentBy: actor.userId })
    .returning({ id: announcementSends.id });
  const facts: AnnouncementMailFacts = {
    id: a.id,
    title: a.title,
    type: a.type,
    priority: shownPriority(a.priority),
    region: a.region,
    supplierName: a.supplierName,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    affectedServices: a.affectedServices,
    customerImpact: a.customerImpact,
    requiredCustomerAction: a.requiredCustomerAction,
    contact: a.contact,
    messageHtml: request.messageHtml,
    event: request.event,
    url: `${publicUrl}/announcements/${a.id}`,
  };
  const composed = composeAnnouncementMails(facts);
  // The same attachments go with every language: serialized once, not per recipient.
  const attachments = composed.en.attachments.length ? JSON.stringify(composed.en.attachments) : null;
  const rows = found.recipients.map((r) => {
    const { subject, text, html } = composed[r.locale ?? 'organization'];
    return { sendId: send.id, to: r.email, subject, text, html, attachments };
  });
  // Large audiences in chunks (one statement per 500 mails keeps parameters well under PostgreSQL's limit).
  for (let i = 0; i < rows.length; i += 500) await tx.insert(mailOutbox).values(rows.slice(i, i + 500));
  return rows.length;
}

const announcementTextColumns = {
  affectedServices: announcements.affectedServices,
  customerImpact: announcements.customerImpact,
  requiredCustomerAction: announcements.requiredCustomerAction,
  contact: announcements.contact,
  mailOrganization: announcements.mailOrganization,
  mailRoles: announcements.mailRoles,
};

/** The stored columns of an announcement write (sanitized). */
function announcementValues(input: AnnouncementWrite) {
  return {
    title: input.title,
    type: input.type,
    priority: input.priority,
    supplierId: input.supplierId,
    region: input.region,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    initialMessage: requiredRichText(input.initialMessage, 'initialMessage'),
    affectedServices: input.affectedServices,
    customerImpact: input.customerImpact,
    requiredCustomerAction: input.requiredCustomerAction,
    contact: input.contact,
    mailOrganization: input.mailOrganization,
    mailRoles: [...new Set(input.mailRoles)],
  };
}

/** The outcome of a write: the announcement as staff read it, and whether mails were queued (kick delivery). */
export interface AnnouncementWriteResult {
  announcement: Announcement;
  mailsQueued: number;
}

const STAFF_READER = (userId: number | null): Reader => ({ userId: userId ?? 0, scope: { kind: 'all' } });

/** POST /announcements: stores and publishes (notification + mails). 400 on an unknown supplier or empty message. */
export async function createAnnouncement(
  db: Database,
  input: AnnouncementWrite,
  actor: Actor,
  publicUrl: string,
): Promise<AnnouncementWriteResult> {
  const values = announcementValues(input);
  return db.transaction(async (tx) => {
    if (values.supplierId) await assertSupplier(tx, values.supplierId);
    const [row] = await tx
      .insert(announcements)
      .values({ ...values, createdBy: actor.userId })
      .returning({ id: announcements.id });
    const mailsQueued = await publishEvent(
      tx,
      { announcementId: row.id, messageId: null, event: 'publish', messageHtml: values.initialMessage },
      actor,
      publicUrl,
    );
    const announcement = (await getAnnouncement(tx, STAFF_READER(actor.userId), row.id))!;
    await writeAudit(tx, actor, 'create', 'announcement', row.id, null, announcement);
    return { announcement, mailsQueued };
  });
}

/** PUT /announcements/{id}: changes the fields; `notify` publishes an update. Null when it does not exist. */
export async function updateAnnouncement(
  db: Database,
  id: number,
  input: AnnouncementWrite,
  actor: Actor,
  publicUrl: string,
): Promise<AnnouncementWriteResult | null> {
  const values = announcementValues(input);
  return db.transaction(async (tx) => {
    const before = await getAnnouncement(tx, STAFF_READER(actor.userId), id);
    if (!before) return null;
    if (values.supplierId) await assertSupplier(tx, values.supplierId);
    await tx
      .update(announcements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(announcements.id, id));
    const mailsQueued = input.notify
      ? await publishEvent(
          tx,
          { announcementId: id, messageId: null, event: 'update', messageHtml: values.initialMessage },
          actor,
          publicUrl,
        )
      : 0;
    const announcement = (await getAnnouncement(tx, STAFF_READER(actor.userId), id))!;
    await writeAudit(tx, actor, 'update', 'announcement', id, before, announcement);
    return { announcement, mailsQueued };
  });
}

/** Adds a message of `kind` inside `tx` and publishes it when `notify`. */
async function addMessage(
  tx: Transaction,
  id: number,
  kind: AnnouncementMessage['kind'],
  body: string,
  notify: boolean,
  actor: Actor,
  publicUrl: string,
): Promise<number> {
  const [message] = await tx
    .insert(announcementMessages)
    .values({ announcementId: id, kind, body, notified: notify, createdBy: actor.userId })
    .returning({ id: announcementMessages.id });
  await tx.update(announcements).set({ updatedAt: new Date() }).where(eq(announcements.id, id));
  if (!notify) return 0;
  const event = kind === 'update' ? 'update' : kind;
  return publishEvent(
    tx,
    { announcementId: id, messageId: message.id, event, messageHtml: body },
    actor,
    publicUrl,
  );
}

/** POST /announcements/{id}/messages: a further message. 400 field body when empty. Null when it does not exist. */
export async function addAnnouncementMessage(
  db: Database,
  id: number,
  input: AnnouncementMessageWrite,
  actor: Actor,
  publicUrl: string,
): Promise<AnnouncementWriteResult | null> {
  const body = requiredRichText(input.body, 'body');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.id, id))
      .for('update');
    if (!row) return null;
    const mailsQueued = await addMessage(tx, id, 'update', body, input.notify, actor, publicUrl);
    const announcement = (await getAnnouncement(tx, STAFF_READER(actor.userId), id))!;
    await writeAudit(tx, actor, 'message', 'announcement', id, null, { body, notify: input.notify });
    return { announcement, mailsQueued };
  });
}

/**
 * PUT /announcements/{id}/status: close with the type's closed status and a final message (400 field message when
 * empty), or reopen (status open; the message is optional). 400 field status for a status of another type, closing
 * a closed or reopening an open announcement. Null when it does not exist.
 */
export async function changeAnnouncementStatus(
  db: Database,
  id: number,
  input: AnnouncementStatusWrite,
  actor: Actor,
  publicUrl: string,
): Promise<AnnouncementWriteResult | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ type: announcements.type, status: announcements.status })
      .from(announcements)
      .where(eq(announcements.id, id))
      .for('update');
    if (!row) return null;
    const reopening = input.status === 'open';
    if (!reopening && input.status !== CLOSED_STATUS_OF[row.type])
      throw badRequest([{ field: 'status', message: STATUS_NOT_ALLOWED }]);
    if (reopening && row.status === 'open') throw badRequest([{ field: 'status', message: ALREADY_OPEN }]);
    if (!reopening && row.status !== 'open') throw badRequest([{ field: 'status', message: ALREADY_CLOSED }]);
    const body = sanitizeUnlessBlank(input.message);
    if (!reopening && body === null)
      throw badRequest([{ field: 'message', message: FINAL_MESSAGE_REQUIRED }]);
    await tx
      .update(announcements)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(announcements.id, id));
    const kind = reopening ? 'reopening' : 'closing';
    // With a message: it goes on the timeline (and out when notified); without one (reopening), a notified event.
    let mailsQueued = 0;
    if (body !== null) mailsQueued = await addMessage(tx, id, kind, body, input.notify, actor, publicUrl);
    else if (input.notify)
      mailsQueued = await publishEvent(
        tx,
        { announcementId: id, messageId: null, event: kind, messageHtml: '' },
        actor,
        publicUrl,
      );
    const announcement = (await getAnnouncement(tx, STAFF_READER(actor.userId), id))!;
    await writeAudit(
      tx,
      actor,
      kind === 'closing' ? 'close' : 'reopen',
      'announcement',
      id,
      { status: row.status },
      { status: input.status },
    );
    return { announcement, mailsQueued };
  });
}

/** DELETE /announcements/{id}: removes it with its messages, sends, notifications and unsent mails. False when absent. */
export async function deleteAnnouncement(db: Database, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await getAnnouncement(tx, STAFF_READER(actor.userId), id);
    if (!before) return false;
    await tx.delete(announcements).where(eq(announcements.id, id));
    await writeAudit(tx, actor, 'delete', 'announcement', id, before, null);
    return true;
  });
}

// ─── News ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Customers see published items only; staff also scheduled ones. */
const newsVisibleTo = (scope: TenantScope) =>
  scope.kind === 'all' ? undefined : lte(news.publishedAt, new Date());

const newsListColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  publishedAt: news.publishedAt,
};

/** GET /news: one page, newest publish date first. */
export async function listNews(
  db: Database,
  reader: Reader,
  query: NewsListParams,
): Promise<Page<NewsListItem>> {
  const where = and(
    newsVisibleTo(reader.scope),
    query.search
      ? or(
          ilike(news.title, containsPattern(query.search)),
          ilike(news.summary, containsPattern(query.search)),
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(news).where(where);
  const rows = await db
    .select(newsListColumns)
    .from(news)
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /news/{id}: the item, or null (also for customers while it is scheduled). */
export async function getNews(
  db: Database | Transaction,
  reader: Reader,
  id: number,
): Promise<NewsItem | null> {
  const [row] = await db
    .select({ ...newsListColumns, body: news.body, createdBy: fullName(creator), updatedAt: news.updatedAt })
    .from(news)
    .leftJoin(creator, eq(creator.id, news.createdBy))
    .where(and(eq(news.id, id), newsVisibleTo(reader.scope)));
  if (!row) return null;
  return { ...row, publishedAt: row.publishedAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function newsValues(input: NewsWrite) {
  return {
    title: input.title,
    summary: input.summary,
    body: requiredRichText(input.body, 'body'),
    publishedAt: new Date(input.publishedAt),
  };
}

/** POST /news. 400 field body when the body is empty after sanitizing. */
export async function createNews(db: Database, input: NewsWrite, actor: Actor): Promise<NewsItem> {
  const values = newsValues(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ ...values, createdBy: actor.userId })
      .returning({ id: news.id });
    const item = (await getNews(tx, STAFF_READER(actor.userId), row.id))!;
    await writeAudit(tx, actor, 'create', 'news', row.id, null, item);
    return item;
  });
}

/** PUT /news/{id}. Null when it does not exist. */
export async function updateNews(
  db: Database,
  id: number,
  input: NewsWrite,
  actor: Actor,
): Promise<NewsItem | null> {
  const values = newsValues(input);
  return db.transaction(async (tx) => {
    const before = await getNews(tx, STAFF_READER(actor.userId), id);
    if (!before) return null;
    await tx
      .update(news)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(news.id, id));
    const item = (await getNews(tx, STAFF_READER(actor.userId), id))!;
    await writeAudit(tx, actor, 'update', 'news', id, before, item);
    return item;
  });
}

/** DELETE /news/{id}. False when it does not exist. */
export async function deleteNews(db: Database, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await getNews(tx, STAFF_READER(actor.userId), id);
    if (!before) return false;
    await tx.delete(news).where(eq(news.id, id));
    await writeAudit(tx, actor, 'delete', 'news', id, before, null);
    return true;
  });
}

// ─── Notifications ─────────────────────────────────────────────────────────────────────────────────────────────

const reads = alias(notificationReads, 'my_read');
const me = alias(users, 'me');

/**
 * The notifications a reader sees: of announcements that concern them, made since their account exists (a new
 * user does not start with the whole history unread).
 */
function notificationsOf(reader: Reader) {
  return and(visibleTo(reader.scope), gte(notifications.createdAt, me.createdAt));
}

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  announcementId: notifications.announcementId,
  messageId: notifications.messageId,
  title: announcements.title,
  event: notifications.event,
  createdAt: notifications.createdAt,
  readAt: reads.readAt,
};

/**
 * The reader's notifications with their announcement's title and the reader's read state, as a subquery: the one
 * definition of what a reader sees, which every notification query below selects from.
 */
function readerNotifications(db: Database | Transaction, reader: Reader) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .innerJoin(announcements, eq(announcements.id, notifications.announcementId))
    .innerJoin(me, eq(me.id, reader.userId))
    .leftJoin(reads, and(eq(reads.notificationId, notifications.id), eq(reads.userId, reader.userId)))
    .where(notificationsOf(reader))
    .as('reader_notifications');
}

type NotificationRow = Omit<Notification, 'read' | 'createdAt'> & { createdAt: Date; readAt: Date | null };
const toNotification = ({ readAt, createdAt, ...row }: NotificationRow): Notification => ({
  ...row,
  createdAt: createdAt.toISOString(),
  read: readAt !== null,
});

/** GET /notifications: newest first; `unread` for unread only. */
export async function listNotifications(
  db: Database,
  reader: Reader,
  query: NotificationListParams,
): Promise<Page<Notification>> {
  const mine = readerNotifications(db, reader);
  const where = query.unread ? isNull(mine.readAt) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(mine).where(where);
  const rows = await db
    .select()
    .from(mine)
    .where(where)
    .orderBy(desc(mine.createdAt), desc(mine.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toNotification), total, page: query.page, pageSize: query.pageSize };
}

/** GET /notifications/unread-count: the bell's number. */
export async function countUnreadNotifications(db: Database, reader: Reader): Promise<number> {
  const mine = readerNotifications(db, reader);
  const [{ unread }] = await db.select({ unread: count() }).from(mine).where(isNull(mine.readAt));
  return unread;
}

/** GET /notifications/{id}: one notification of the reader, or null. */
export async function getNotification(
  db: Database | Transaction,
  reader: Reader,
  id: number,
): Promise<Notification | null> {
  const mine = readerNotifications(db, reader);
  const [row] = await db.select().from(mine).where(eq(mine.id, id));
  return row ? toNotification(row) : null;
}

/** PUT /notifications/{id}/read: marks it read for the reader (idempotent). Null when it is not theirs. */
export async function markNotificationRead(
  db: Database,
  reader: Reader,
  id: number,
): Promise<Notification | null> {
  const found = await getNotification(db, reader, id);
  if (!found) return null;
  if (!found.read)
    await db
      .insert(notificationReads)
      .values({ notificationId: id, userId: reader.userId })
      .onConflictDoNothing();
  return { ...found, read: true };
}

/** PUT /notifications/read-all: marks every unread notification of the reader read. */
export async function markAllNotificationsRead(db: Database, reader: Reader): Promise<void> {
  const mine = readerNotifications(db, reader);
  const unread = await db.select({ id: mine.id }).from(mine).where(isNull(mine.readAt));
  if (unread.length === 0) return;
  await db
    .insert(notificationReads)
    .values(unread.map((n) => ({ notificationId: n.id, userId: reader.userId })))
    .onConflictDoNothing();
}
