import {
  type InboundMailResult,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  ticketIdInSubject,
} from '@portal/domain';
import escapeHtml from 'escape-html';
import { type ParsedMail, simpleParser } from 'mailparser';
import { eq, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database, Transaction } from '../../db/client.js';
import { tickets, users } from '../../db/schema/index.js';
import { ApiError } from '../../errors.js';
import { isBlankRichText, sanitizeRichText } from '../../rich-text/sanitize.js';
import { type TicketMailContext, appendReply, queueNewTicketMail } from './repository.js';

/**
 * Incoming helpdesk mail (issue 13 "Incoming mail"; docs/helpdesk-api.md): one function for the SMTP listener, the
 * endpoint and the CLI. The mail is parsed with mailparser (nodemailer's parser) and becomes
 * 1. a public reply when its subject carries `[#id]` of an open ticket and the sender takes part in it (the
 *    requester, a user of the ticket's organization, or staff);
 * 2. a new ticket of the sender's organization when the sender is a portal user of one (a reply to a closed
 *    ticket too: closed is final);
 * 3. a ticket without organization in the Unknown users (spam) queue otherwise.
 * Attachments are not stored yet: their names are listed under the message.
 */

/** Limits of the intake: the largest accepted raw message in bytes. */
export interface InboundMailContext extends TicketMailContext {
  maxBytes: number;
}

/** Why a mail was refused (400 on the endpoint; the SMTP listener answers 550/552). */
export const InboundMailMessages = {
  tooLarge: (maxBytes: number) => `The mail is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  unreadable: 'This is not a readable e-mail message.',
  noSender: 'The mail has no sender address.',
} as const;

/** A refusal of the intake (statusCode 400); `tooLarge` tells the SMTP listener to answer 552. */
export class InboundMailRefused extends ApiError {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(400, message, [{ field: 'mail', message }]);
  }
}

/** The author of a mail, as far as the portal knows it. */
interface Sender {
  email: string;
  name: string;
  user: { id: number; organizationId: number | null; staff: boolean; name: string } | null;
}

/** Subject prefixes of replies and forwards (English and Dutch mail clients), stripped for a new ticket's subject. */
const REPLY_PREFIX = /^\s*((re|fw|fwd|aw|antw|doorst)\s*:\s*)+/i;

/** The subject of a new ticket made from a mail subject: without `[#id]` tags and reply prefixes. */
export function ticketSubjectFromMail(subject: string | undefined): string {
  const clean = (subject ?? '')
    .replace(/\[#\d+\]/g, ' ')
    .replace(REPLY_PREFIX, '')
    .replace(/\s+/g, ' ')
    .trim();
  return (clean || '(no subject)').slice(0, TICKET_SUBJECT_MAX);
}

/** The mail's body as sanitized HTML (its HTML part, else its text as paragraphs), with attachment names. */
function bodyOf(mail: ParsedMail): string {
  let html = '';
  if (mail.html) html = sanitizeRichText(mail.html);
  if (isBlankRichText(html) && mail.text) {
    html = mail.text
      .trim()
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
      .join('');
  }
  if (isBlankRichText(html)) html = '<p>(empty message)</p>';
  const names = mail.attachments.map((a) => a.filename ?? a.contentType).filter(Boolean);
  if (names.length) html += `<p><em>Attachments (not stored): ${escapeHtml(names.join(', '))}</em></p>`;
  // Keep the stored body within what the portal accepts from its own editor.
  return html.length > TICKET_MESSAGE_MAX ? sanitizeRichText(html.slice(0, TICKET_MESSAGE_MAX)) : html;
}

/** The sender of a parsed mail and the portal user with that e-mail, if any. 400 when there is no address. */
async function senderOf(tx: Transaction, mail: ParsedMail): Promise<Sender> {
  const from = mail.from?.value.find((a) => a.address);
  if (!from?.address) throw new InboundMailRefused(InboundMailMessages.noSender);
  const email = from.address.trim().toLowerCase();
  const [user] = await tx
    .select({
      id: users.id,
      organizationId: users.organizationId,
      employeeRole: users.employeeRole,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const userName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return {
    email,
    name: userName || from.name?.trim() || email,
    user: user
      ? {
          id: user.id,
          organizationId: user.organizationId,
          staff: user.organizationId === null && user.employeeRole !== null,
          name: userName || email,
        }
      : null,
  };
}

/** True when `sender` takes part in `ticket`: staff, its requester, or a user of its organization. */
function takesPart(sender: Sender, ticket: typeof tickets.$inferSelect): boolean {
  if (sender.user?.staff) return true;
  if (ticket.requesterEmail.toLowerCase() === sender.email) return true;
  return (
    sender.user !== null &&
    ticket.organizationId !== null &&
    sender.user.organizationId === ticket.organizationId
  );
}

/**
 * Turns one raw RFC 5322 message into a reply, a new ticket or an Unknown users entry, in one transaction with its
 * audit record and mails. Throws InboundMailRefused (400) for a mail that is too large, unreadable or without a
 * sender; database errors are thrown as they are. `actor` is whoever delivered the mail (null for SMTP).
 */
export async function receiveMail(
  db: Database,
  raw: Buffer,
  actor: Actor,
  context: InboundMailContext,
): Promise<InboundMailResult & { mailsQueued: number }> {
  if (raw.length > context.maxBytes)
    throw new InboundMailRefused(InboundMailMessages.tooLarge(context.maxBytes), true);
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  } catch {
    throw new InboundMailRefused(InboundMailMessages.unreadable);
  }
  if (!mail.headerLines.length) throw new InboundMailRefused(InboundMailMessages.unreadable);
  const body = bodyOf(mail);

  return db.transaction(async (tx) => {
    const sender = await senderOf(tx, mail);
    const taggedId = ticketIdInSubject(mail.subject ?? '');
    if (taggedId !== null) {
      const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, taggedId)).for('update');
      if (ticket && ticket.status !== 'closed' && takesPart(sender, ticket)) {
        const mailsQueued = await appendReply(
          tx,
          ticket,
          { userId: sender.user?.id ?? null, name: sender.name, staff: sender.user?.staff ?? false },
          body,
          false,
          actor,
          context,
        );
        return { outcome: 'reply' as const, ticketId: ticket.id, mailsQueued };
      }
    }
    const organizationId = sender.user && !sender.user.staff ? sender.user.organizationId : null;
    const [created] = await tx
      .insert(tickets)
      .values({
        organizationId,
        subject: ticketSubjectFromMail(mail.subject),
        description: body,
        priority: 'medium',
        requesterUserId: organizationId !== null ? sender.user!.id : null,
        requesterName: sender.name,
        requesterEmail: sender.email,
        createdBy: organizationId !== null ? sender.user!.id : null,
      })
      .returning();
    await writeAudit(tx, actor, 'receive', 'ticket', created.id, null, {
      from: sender.email,
      organizationId,
      messageId: mail.messageId ?? null,
    });
    if (organizationId === null)
      return { outcome: 'unknownSender' as const, ticketId: created.id, mailsQueued: 0 };
    const mailsQueued = await queueNewTicketMail(tx, created, sender.name, false, context);
    return { outcome: 'newTicket' as const, ticketId: created.id, mailsQueued };
  });
}
