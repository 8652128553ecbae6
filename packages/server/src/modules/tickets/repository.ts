import {
  ACTIVE_TICKET_STATUSES,
  EmployeeRoleCode,
  TICKET_HANDLER_ROLES,
  TICKET_TRANSITIONS,
  TicketMessages,
  canMoveTicket,
  statusAfterCustomerReply,
  type Locale,
  type Page,
  type Ticket,
  type TicketAssignee,
  type TicketListItem,
  type TicketMessage,
  type TicketStatus,
  type ticketInputSchema,
  type ticketListQuerySchema,
  type ticketReplyInputSchema,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database, Transaction } from '../../db/client.js';
import { mailOutbox, organizations, ticketMessages, tickets, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { badRequest, forbidden } from '../../errors.js';
import type { TenantScope } from '../../plugins/access.js';
import { sanitizeUnlessBlank } from '../../rich-text/sanitize.js';
import { listTicketAttachments } from './attachments.js';
import { type TicketMailFacts, composeTicketMail } from './mails.js';

/**
 * Helpdesk tickets (issue 13; docs/helpdesk-api.md "Helpdesk tickets API"; spec §3 Ticket, §4, §6).
 *
 * The tenant rule: an organization user reaches only tickets of its own organization; anything else reads as not
 * found. Internal notes never leave this module for an organization user. Rich text is sanitized before it is
 * stored. Every write is audited in its transaction, and its mails go to the durable outbox in the same
 * transaction (the route kicks delivery after commit).
 */

export type TicketWrite = z.output<typeof ticketInputSchema>;
export type TicketListParams = z.output<typeof ticketListQuerySchema>;
export type TicketReplyWrite = z.output<typeof ticketReplyInputSchema>;

const REQUIRED = 'This field is required.';
const STAFF_ONLY_FIELD = 'Only the helpdesk fills in this field.';

/** Who acts on tickets: the signed-in user, its tenant scope and what its roles allow (spec §6). */
export interface TicketViewer {
  userId: number;
  name: string;
  email: string;
  scope: TenantScope;
  /** Provider staff (reads every ticket, writes tickets and public replies). */
  staff: boolean;
  /** Support, management, super admin: internal notes, status, assignment. */
  handler: boolean;
  /** Staff or a technical responsible (spec §6 urgent rule). */
  mayChooseUrgent: boolean;
}

/** Where ticket mails point and go: the portal's public URL and the helpdesk's support address (config). */
export interface TicketMailContext {
  publicUrl: string;
  supportEmail: string;
}

/** A committed write: the ticket's id and how many mails it queued (the route kicks delivery when > 0). */
export interface TicketWriteResult {
  ticketId: number;
  mailsQueued: number;
}

const assignee = alias(users, 'assignee');
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

const priorityRank = sql<number>`case ${tickets.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;
const statusRank = sql<number>`array_position(array['open','pending','waitForClient','waitForColleague','waitForSupplier','project','resolved','closed']::text[], ${tickets.status})`;

const SORT_COLUMNS = {
  id: tickets.id,
  subject: sql`lower(${tickets.subject})`,
  status: statusRank,
  priority: priorityRank,
  createdAt: tickets.createdAt,
  lastActivityAt: tickets.lastActivityAt,
} as const;

const listColumns = {
  id: tickets.id,
  subject: tickets.subject,
  status: tickets.status,
  priority: tickets.priority,
  organizationId: tickets.organizationId,
  companyName: organizations.name,
  requesterName: tickets.requesterName,
  requesterEmail: tickets.requesterEmail,
  assigneeId: tickets.assigneeId,
  assigneeName: fullName(assignee),
  createdAt: tickets.createdAt,
  lastActivityAt: tickets.lastActivityAt,
};

type ListRow = Omit<TicketListItem, 'createdAt' | 'lastActivityAt'> & {
  createdAt: Date;
  lastActivityAt: Date;
};

const toListItem = (row: ListRow): TicketListItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt.toISOString(),
});

/** The tenant condition of a viewer: none for staff, the own organization otherwise. */
function inScope(scope: TenantScope): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(tickets.organizationId, scope.organizationId);
}

/**
 * GET /tickets: a page of the tickets the viewer reaches, filtered and sorted (default: last activity, newest
 * first). `assignee=mine` is "assigned to me" for staff and "requested by me" for organization users.
 */
export async function listTickets(
  db: Database,
  viewer: TicketViewer,
  params: TicketListParams,
): Promise<Page<TicketListItem>> {
  // Mail of unknown senders (no organization) waits in its own queue (listUnknownSenderTickets), not here.
  const conditions: (SQL | undefined)[] = [inScope(viewer.scope), isNotNull(tickets.organizationId)];
  if (params.status) conditions.push(eq(tickets.status, params.status));
  else if (params.state === 'active') conditions.push(inArray(tickets.status, [...ACTIVE_TICKET_STATUSES]));
  if (params.priority) conditions.push(eq(tickets.priority, params.priority));
  if (params.organizationId) conditions.push(eq(tickets.organizationId, params.organizationId));
  if (params.assignee === 'mine') {
    conditions.push(
      viewer.staff ? eq(tickets.assigneeId, viewer.userId) : eq(tickets.requesterUserId, viewer.userId),
    );
  } else if (params.assignee === 'unassigned') conditions.push(isNull(tickets.assigneeId));
  if (params.search) {
    const pattern = containsPattern(params.search);
    const number = /^#?(\d{1,9})$/.exec(params.search)?.[1];
    conditions.push(
      or(
        ilike(tickets.subject, pattern),
        ilike(tickets.requesterName, pattern),
        ilike(tickets.requesterEmail, pattern),
        ilike(organizations.name, pattern),
        number ? eq(tickets.id, Number(number)) : undefined,
      ),
    );
  }
  const where = and(...conditions);
  const descending = params.sort.startsWith('-');
  const column = SORT_COLUMNS[params.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const [{ total }] = await db
    .select({ total: count() })
    .from(tickets)
    .leftJoin(organizations, eq(organizations.id, tickets.organizationId))
    .where(where);
  const rows = await db
    .select(listColumns)
    .from(tickets)
    .leftJoin(organizations, eq(organizations.id, tickets.organizationId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), desc(tickets.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return {
    items: (rows as ListRow[]).map(toListItem),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/** GET /tickets/{id}: the ticket with its thread (internal notes for staff only), or null outside the scope. */
export async function getTicket(db: Database, viewer: TicketViewer, id: number): Promise<Ticket | null> {
  const creator = alias(users, 'creator');
  const [row] = await db
    .select({
      ...listColumns,
      description: tickets.description,
      contactPerson: tickets.contactPerson,
      customerNumber: organizations.customerNumber,
      createdByName: fullName(creator),
    })
    .from(tickets)
    .leftJoin(organizations, eq(organizations.id, tickets.organizationId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(creator, eq(creator.id, tickets.createdBy))
    .where(and(eq(tickets.id, id), inScope(viewer.scope)));
  if (!row) return null;
  const messages = await db
    .select({
      id: ticketMessages.id,
      internal: ticketMessages.internal,
      body: ticketMessages.body,
      authorName: ticketMessages.authorName,
      fromStaff: ticketMessages.fromStaff,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .where(
      and(eq(ticketMessages.ticketId, id), viewer.staff ? undefined : eq(ticketMessages.internal, false)),
    )
    .orderBy(asc(ticketMessages.id));
  const attachments = await listTicketAttachments(db, id, viewer.staff);
  const { description, contactPerson, customerNumber, createdByName, ...listRow } = row;
  return {
    ...toListItem(listRow as ListRow),
    description,
    contactPerson,
    customerNumber,
    createdByName,
    messages: messages.map((m): TicketMessage => ({ ...m, createdAt: m.createdAt.toISOString() })),
    attachments,
    allowedStatuses: viewer.handler ? [...TICKET_TRANSITIONS[row.status as TicketStatus]] : [],
  };
}

/** The language of a user's mails: the stored locale, else Dutch (the API default, spec §1). */
async function localeOfUser(tx: Transaction, userId: number | null): Promise<Locale> {
  if (userId === null) return 'nl';
  const [row] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale === 'en' ? 'en' : 'nl';
}

/** Writes one ticket mail to the outbox; returns 1 (the number of mails queued). */
async function queueMail(
  tx: Transaction,
  to: string,
  facts: TicketMailFacts,
  locale: Locale,
): Promise<number> {
  const { subject, text, html } = composeTicketMail(facts, locale);
  await tx.insert(mailOutbox).values({ to, subject, text, html });
  return 1;
}

/** A stored ticket's facts for a mail. */
async function mailFactsOf(
  tx: Transaction,
  ticketId: number,
  event: TicketMailFacts['event'],
  authorName: string,
  messageHtml: string,
  context: TicketMailContext,
): Promise<
  TicketMailFacts & { requesterEmail: string; requesterUserId: number | null; assigneeId: number | null }
> {
  const [t] = await tx
    .select({
      subject: tickets.subject,
      status: tickets.status,
      priority: tickets.priority,
      companyName: organizations.name,
      requesterEmail: tickets.requesterEmail,
      requesterUserId: tickets.requesterUserId,
      assigneeId: tickets.assigneeId,
    })
    .from(tickets)
    .leftJoin(organizations, eq(organizations.id, tickets.organizationId))
    .where(eq(tickets.id, ticketId));
  return {
    ...t,
    id: ticketId,
    event,
    authorName,
    messageHtml,
    url: `${context.publicUrl}/helpdesk/tickets/${ticketId}`,
  };
}

/**
 * Queues the mail about a new ticket: opened by staff → to its requester (in the requester's language); opened by
 * a customer (in the portal or by mail) → to the support address. Returns the mails queued (1).
 */
export async function queueNewTicketMail(
  tx: Transaction,
  ticket: typeof tickets.$inferSelect,
  authorName: string,
  byStaff: boolean,
  context: TicketMailContext,
): Promise<number> {
  const facts = await mailFactsOf(tx, ticket.id, 'newTicket', authorName, ticket.description, context);
  return byStaff
    ? queueMail(tx, ticket.requesterEmail, facts, await localeOfUser(tx, ticket.requesterUserId))
    : queueMail(tx, context.supportEmail, facts, 'en');
}

/**
 * POST /tickets: opens a ticket (status open). Organization users open it for their own organization as its
 * requester; staff name the organization and the requester (linked to that organization's user with the e-mail,
 * when there is one). 400 (spec §8 shape, nothing written): urgent without the right (spec §6), a blank
 * description, staff without organization/name/e-mail, an unknown organization, staff-only fields from a customer.
 * Mails: a customer's ticket to the support address; a ticket staff opened to its requester.
 */
export async function createTicket(
  db: Database,
  viewer: TicketViewer,
  input: TicketWrite,
  actor: Actor,
  context: TicketMailContext,
): Promise<TicketWriteResult> {
  const errors: { field: string; message: string }[] = [];
  if (input.priority === 'urgent' && !viewer.mayChooseUrgent) {
    errors.push({ field: 'priority', message: TicketMessages.urgentNotAllowed });
  }
  const description = sanitizeUnlessBlank(input.description);
  if (description === null) errors.push({ field: 'description', message: REQUIRED });
  if (viewer.staff) {
    if (!input.organizationId) errors.push({ field: 'organizationId', message: REQUIRED });
    if (!input.name) errors.push({ field: 'name', message: REQUIRED });
    if (!input.email) errors.push({ field: 'email', message: REQUIRED });
  } else {
    for (const field of ['organizationId', 'name', 'email'] as const) {
      if (input[field] !== undefined) errors.push({ field, message: STAFF_ONLY_FIELD });
    }
  }
  if (errors.length) throw badRequest(errors);

  return db.transaction(async (tx) => {
    let organizationId: number;
    let requesterUserId: number | null;
    let requesterName: string;
    let requesterEmail: string;
    if (viewer.staff) {
      organizationId = input.organizationId!;
      const [organization] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      if (!organization) {
        throw badRequest([{ field: 'organizationId', message: TicketMessages.unknownOrganization }]);
      }
      requesterEmail = input.email!.toLowerCase();
      requesterName = input.name!;
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = ${requesterEmail}`));
      requesterUserId = user?.id ?? null;
    } else {
      if (viewer.scope.kind !== 'organization') throw forbidden();
      organizationId = viewer.scope.organizationId;
      requesterUserId = viewer.userId;
      requesterName = viewer.name;
      requesterEmail = viewer.email;
    }
    const [created] = await tx
      .insert(tickets)
      .values({
        organizationId,
        subject: input.subject,
        description: description!,
        priority: input.priority,
        requesterUserId,
        requesterName,
        requesterEmail,
        contactPerson: input.contactPerson ?? '',
        createdBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, 'create', 'ticket', created.id, null, created);
    const mailsQueued = await queueNewTicketMail(tx, created, viewer.name, viewer.staff, context);
    return { ticketId: created.id, mailsQueued };
  });
}

/**
 * POST /tickets/{id}/messages: a public reply or (handlers only, else 403) an internal note. Null when the ticket
 * is outside the viewer's scope. 400 field body for a blank body or a closed ticket. A customer's reply on wait for
 * client or resolved reopens the ticket (statusAfterCustomerReply). Mails (public replies only): staff → the
 * requester; a customer → the assignee, else the support address.
 */
export async function replyToTicket(
  db: Database,
  viewer: TicketViewer,
  id: number,
  input: TicketReplyWrite,
  actor: Actor,
  context: TicketMailContext,
): Promise<TicketWriteResult | null> {
  if (input.internal && !viewer.handler) throw forbidden('Only the helpdesk writes internal notes.');
  const body = sanitizeUnlessBlank(input.body);
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, id), inScope(viewer.scope)))
      .for('update');
    if (!ticket) return null;
    if (ticket.status === 'closed')
      throw badRequest([{ field: 'body', message: TicketMessages.closedTicket }]);
    if (body === null) throw badRequest([{ field: 'body', message: REQUIRED }]);
    const mailsQueued = await appendReply(
      tx,
      ticket,
      { userId: viewer.userId, name: viewer.name, staff: viewer.staff },
      body,
      input.internal,
      actor,
      context,
    );
    return { ticketId: id, mailsQueued };
  });
}

/** Who writes a reply: a portal user (or, for mail from a requester without an account, no user id). */
export interface ReplyAuthor {
  userId: number | null;
  name: string;
  staff: boolean;
}

/**
 * Adds a reply or internal note to `ticket` inside `tx` (the ticket is open and locked by the caller), moves its
 * status (a customer's reply reopens it, statusAfterCustomerReply), audits, and queues the mails of a public
 * reply: staff → the requester; a customer → the assignee, else the support address. Returns the mails queued.
 * Shared by replies in the portal and by mail (inbound-mail.ts).
 */
export async function appendReply(
  tx: Transaction,
  ticket: typeof tickets.$inferSelect,
  author: ReplyAuthor,
  body: string,
  internal: boolean,
  actor: Actor,
  context: TicketMailContext,
): Promise<number> {
  const id = ticket.id;
  const [message] = await tx
    .insert(ticketMessages)
    .values({
      ticketId: id,
      internal,
      body,
      authorId: author.userId,
      authorName: author.name,
      fromStaff: author.staff,
    })
    .returning();
  const status = author.staff ? ticket.status : (statusAfterCustomerReply(ticket.status) ?? ticket.status);
  await tx
    .update(tickets)
    .set({ status, lastActivityAt: sql`now()` })
    .where(eq(tickets.id, id));
  await writeAudit(
    tx,
    actor,
    internal ? 'note' : 'reply',
    'ticket',
    id,
    { status: ticket.status },
    {
      status,
      messageId: message.id,
    },
  );
  if (internal) return 0;
  const facts = await mailFactsOf(tx, id, 'reply', author.name, body, context);
  if (author.staff) {
    return queueMail(tx, ticket.requesterEmail, facts, await localeOfUser(tx, ticket.requesterUserId));
  }
  if (ticket.assigneeId !== null) {
    const [to] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ticket.assigneeId));
    return queueMail(tx, to?.email ?? context.supportEmail, facts, await localeOfUser(tx, ticket.assigneeId));
  }
  return queueMail(tx, context.supportEmail, facts, 'en');
}

/**
 * PUT /tickets/{id}/status (handlers): moves the ticket along TICKET_TRANSITIONS. Null for an unknown id; 400
 * field status when the table refuses the change (including the same status and anything from closed).
 */
export async function changeTicketStatus(
  db: Database,
  id: number,
  status: TicketStatus,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ status: tickets.status })
      .from(tickets)
      .where(eq(tickets.id, id))
      .for('update');
    if (!ticket) return false;
    if (!canMoveTicket(ticket.status, status)) {
      throw badRequest([{ field: 'status', message: TicketMessages.transitionNotAllowed }]);
    }
    await tx
      .update(tickets)
      .set({ status, lastActivityAt: sql`now()` })
      .where(eq(tickets.id, id));
    await writeAudit(tx, actor, 'status', 'ticket', id, { status: ticket.status }, { status });
    return true;
  });
}

const HANDLER_CODES = TICKET_HANDLER_ROLES.map((role) => EmployeeRoleCode[role]);
const isHandlerEmployee = and(isNull(users.organizationId), inArray(users.employeeRole, HANDLER_CODES));

/**
 * PUT /tickets/{id}/assignee (handlers): assigns the ticket to a helpdesk employee (support, management, super
 * admin) or unassigns it (null). False for an unknown id; 400 field assigneeId for anybody else.
 */
export async function assignTicket(
  db: Database,
  id: number,
  assigneeId: number | null,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ assigneeId: tickets.assigneeId })
      .from(tickets)
      .where(eq(tickets.id, id))
      .for('update');
    if (!ticket) return false;
    if (assigneeId !== null) {
      const [employee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, assigneeId), isHandlerEmployee));
      if (!employee) throw badRequest([{ field: 'assigneeId', message: TicketMessages.unknownAssignee }]);
    }
    await tx.update(tickets).set({ assigneeId }).where(eq(tickets.id, id));
    await writeAudit(tx, actor, 'assign', 'ticket', id, { assigneeId: ticket.assigneeId }, { assigneeId });
    return true;
  });
}

/** GET /tickets/assignees: the helpdesk employees a ticket can be assigned to, by name. */
export async function listTicketAssignees(db: Database): Promise<TicketAssignee[]> {
  const rows = await db
    .select({ id: users.id, name: fullName(users), email: users.email })
    .from(users)
    .where(isHandlerEmployee)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ ...r, name: r.name ?? r.email }));
}
