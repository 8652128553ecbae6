import type {
  Page,
  SuggestedOrganization,
  UnknownSenderTicket,
  unknownSenderQuerySchema,
} from '@portal/domain';
import { TicketMessages } from '@portal/domain';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database, Transaction } from '../../db/client.js';
import { addresses, organizations, tickets, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { badRequest } from '../../errors.js';

/**
 * The Unknown users (spam) queue (issue 13; docs/helpdesk-api.md): tickets made from mail of senders the portal
 * does not know, i.e. tickets without organization. Staff link one to an organization (the sender becomes its
 * requester, the message is kept) or delete entries as spam.
 */

export type UnknownSenderParams = z.output<typeof unknownSenderQuerySchema>;

/**
 * Mail domains of public providers: a sender there says nothing about the customer, so no organization is
 * suggested for it.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'live.nl',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'hetnet.nl',
  'xs4all.nl',
  'telenet.be',
  'skynet.be',
  'gmx.de',
  'web.de',
]);

/**
 * The customer an unknown sender probably belongs to: the organization whose users, invoice addresses or
 * announcement address use the sender's e-mail domain (the one with most such users first); null for public mail
 * domains or when none matches.
 */
export async function suggestOrganization(
  db: Database | Transaction,
  email: string,
): Promise<SuggestedOrganization | null> {
  const domain = email.split('@')[1]?.toLowerCase();
  if (!domain || PUBLIC_MAIL_DOMAINS.has(domain)) return null;
  const suffix = `%@${domain.replace(/[\\%_]/g, (c) => `\\${c}`)}`;
  const [match] = await db
    .select({ id: organizations.id, name: organizations.name, customerNumber: organizations.customerNumber })
    .from(organizations)
    .where(
      or(
        ilike(organizations.announcementEmailAddress, suffix),
        sql`exists (select 1 from ${users} where ${users.organizationId} = ${organizations.id} and ${users.email} ilike ${suffix})`,
        sql`exists (select 1 from ${addresses} where ${addresses.organizationId} = ${organizations.id} and ${addresses.email} ilike ${suffix})`,
      ),
    )
    .orderBy(
      desc(
        sql`(select count(*) from ${users} where ${users.organizationId} = ${organizations.id} and ${users.email} ilike ${suffix})`,
      ),
      organizations.name,
    )
    .limit(1);
  return match ?? null;
}

/** GET /tickets/unknown: a page of the queue, newest first, each with a suggested organization. */
export async function listUnknownSenderTickets(
  db: Database,
  params: UnknownSenderParams,
): Promise<Page<UnknownSenderTicket>> {
  const search = params.search ? containsPattern(params.search) : null;
  const where = and(
    isNull(tickets.organizationId),
    search
      ? or(
          ilike(tickets.subject, search),
          ilike(tickets.requesterEmail, search),
          ilike(tickets.requesterName, search),
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(tickets).where(where);
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  // One look-up per sender domain on the page (a queue page is often one spammer or one new customer).
  const byDomain = new Map<string, Promise<SuggestedOrganization | null>>();
  const suggestionFor = (email: string) => {
    const domain = email.split('@')[1]?.toLowerCase() ?? '';
    if (!byDomain.has(domain)) byDomain.set(domain, suggestOrganization(db, email));
    return byDomain.get(domain)!;
  };
  const items = await Promise.all(
    rows.map(async (t): Promise<UnknownSenderTicket> => ({
      id: t.id,
      subject: t.subject,
      senderName: t.requesterName,
      senderEmail: t.requesterEmail,
      body: t.description,
      receivedAt: t.createdAt.toISOString(),
      suggestedOrganization: await suggestionFor(t.requesterEmail),
    })),
  );
  return { items, total, page: params.page, pageSize: params.pageSize };
}

/**
 * PUT /tickets/{id}/organization (handlers): moves a queue entry to `organizationId`; the sender becomes its
 * requester, linked to that organization's user with the e-mail when there is one. False for an unknown id;
 * 400 field organizationId for an unknown organization or a ticket that already has one.
 */
export async function linkTicketToOrganization(
  db: Database,
  id: number,
  organizationId: number,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
    if (!ticket) return false;
    if (ticket.organizationId !== null) {
      throw badRequest([{ field: 'organizationId', message: TicketMessages.alreadyLinked }]);
    }
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!organization)
      throw badRequest([{ field: 'organizationId', message: TicketMessages.unknownOrganization }]);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = ${ticket.requesterEmail}`),
      );
    await tx
      .update(tickets)
      .set({ organizationId, requesterUserId: user?.id ?? null, lastActivityAt: sql`now()` })
      .where(eq(tickets.id, id));
    await writeAudit(tx, actor, 'link', 'ticket', id, { organizationId: null }, { organizationId });
    return true;
  });
}

/**
 * POST /tickets/unknown/delete (handlers): deletes the given queue entries as spam; ids that are not in the queue
 * (linked tickets, unknown ids) are left alone. Returns how many were deleted.
 */
export async function deleteUnknownSenderTickets(db: Database, ids: number[], actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(tickets)
      .where(and(inArray(tickets.id, ids), isNull(tickets.organizationId)))
      .returning({ id: tickets.id, from: tickets.requesterEmail, subject: tickets.subject });
    for (const row of deleted) await writeAudit(tx, actor, 'delete', 'ticket', row.id, row, null);
    return deleted.length;
  });
}
