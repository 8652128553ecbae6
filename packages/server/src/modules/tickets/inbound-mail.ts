import {
  type InboundMailResult,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  ticketIdInSubject,
} from '@portal/domain';
import escapeHtml from 'escape-html';
import { type ParsedMail, simpleParser } from 'mailparser';
import { and, eq, sql } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database, Transaction } from '../../db/client.js';
import { inboundMails, ticketAttachments, tickets, users } from '../../db/schema/index.js';
import { ApiError } from '../../errors.js';
import { TICKET_ATTACHMENT_TYPES, cleanFileName, sniffUpload } from '../../files/content-type.js';
import { type FileStorage, newStorageKey } from '../../files/storage.js';
import { type StoredUpload, sizeText } from '../../files/upload.js';
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
 * Attachments of the types the portal accepts on tickets (TICKET_ATTACHMENT_TYPES, sniffed) up to the upload limit
 * become the ticket's attachments; others are named under the message with the reason. A message delivered twice
 * (same Message-ID and sender) is taken in once.
 */

/** Limits and storage of the intake. */
export interface InboundMailContext extends TicketMailContext {
  /** The largest accepted raw message, in bytes (INBOUND_MAIL_MAX_BYTES). */
  maxBytes: number;
  /** Where attachments are stored. */
  files: FileStorage;
  /** The largest attachment kept, in bytes (UPLOAD_MAX_BYTES, as for attachments added in the portal). */
  attachmentMaxBytes: number;
}

/** What became of a mail's attachments: the files stored, and the names not kept with why. */
interface MailAttachments {
  stored: StoredUpload[];
  refused: string[];
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

/** The mail's body as sanitized HTML (its HTML part, else its text as paragraphs), with refused attachments. */
function bodyOf(mail: ParsedMail, refused: readonly string[]): string {
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
  if (refused.length) html += `<p><em>Attachments not kept: ${escapeHtml(refused.join('; '))}</em></p>`;
  // Keep the stored body within what the portal accepts from its own editor.
  return html.length > TICKET_MESSAGE_MAX ? sanitizeRichText(html.slice(0, TICKET_MESSAGE_MAX)) : html;
}

/**
 * Stores the attachments the portal accepts (sniffed type, at most `attachmentMaxBytes`); the rest are named with
 * the reason. Inline images of an HTML body (a `cid:` reference) are skipped silently: they are decoration, and
 * the sanitized body shows no images. The caller removes the stored files when the mail is not taken in.
 */
async function storeAttachments(mail: ParsedMail, context: InboundMailContext): Promise<MailAttachments> {
  const result: MailAttachments = { stored: [], refused: [] };
  try {
    for (const attachment of mail.attachments) {
      if (attachment.related) continue;
      const fileName = cleanFileName(attachment.filename ?? 'attachment');
      const bytes = attachment.content;
      if (bytes.length === 0) continue;
      if (bytes.length > context.attachmentMaxBytes) {
        result.refused.push(`${fileName} (larger than ${sizeText(context.attachmentMaxBytes)})`);
        continue;
      }
      const sniffed = await sniffUpload(bytes, fileName, TICKET_ATTACHMENT_TYPES);
      if (!sniffed) {
        result.refused.push(`${fileName} (type not accepted)`);
        continue;
      }
      const storageKey = newStorageKey('ticket');
      const stored = await context.files.put(storageKey, bytes);
      result.stored.push({ storageKey, ...sniffed, ...stored });
    }
  } catch (err) {
    await discardAttachments(result, context);
    throw err;
  }
  return result;
}

/** Removes stored attachments of a mail that was not taken in (a failure only leaves an orphan file). */
async function discardAttachments(attachments: MailAttachments, context: InboundMailContext): Promise<void> {
  await Promise.all(attachments.stored.map((f) => context.files.delete(f.storageKey).catch(() => undefined)));
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
 * sender; database errors are thrown as they are. `actor` is whoever delivered the mail (null for SMTP). A mail
 * taken in before (same Message-ID and sender) answers its first outcome with `duplicate: true` and changes nothing.
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
  const attachments = await storeAttachments(mail, context);
  const body = bodyOf(mail, attachments.refused);
  const messageId = mail.messageId?.trim().slice(0, 998) || null;

  try {
    const result = await db.transaction(async (tx) => {
      const sender = await senderOf(tx, mail);
      if (messageId) {
        const [earlier] = await tx
          .select({ outcome: inboundMails.outcome, ticketId: inboundMails.ticketId })
          .from(inboundMails)
          .where(and(eq(inboundMails.messageId, messageId), eq(inboundMails.senderEmail, sender.email)));
        if (earlier) return { ...earlier, duplicate: true, mailsQueued: 0 };
      }
      const taken = await takeIn(tx, mail, sender, body, actor, context);
      if (attachments.stored.length) {
        await tx.insert(ticketAttachments).values(
          attachments.stored.map((file) => ({
            ticketId: taken.ticketId,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            storageKey: file.storageKey,
            uploadedBy: sender.user?.id ?? null,
            uploadedByName: sender.name,
          })),
        );
      }
      if (messageId) {
        // A concurrent delivery of the same message waits here for this one's commit, then fails on the unique
        // index and is retried by its mail server, which then gets the recorded outcome.
        await tx.insert(inboundMails).values({
          messageId,
          senderEmail: sender.email,
          ticketId: taken.ticketId,
          outcome: taken.outcome,
        });
      }
      return { ...taken, duplicate: false };
    });
    if (result.duplicate) await discardAttachments(attachments, context);
    return result;
  } catch (err) {
    await discardAttachments(attachments, context);
    throw err;
  }
}

/** The reply or new ticket a mail becomes (inside the intake's transaction). */
async function takeIn(
  tx: Transaction,
  mail: ParsedMail,
  sender: Sender,
  body: string,
  actor: Actor,
  context: InboundMailContext,
): Promise<{ outcome: InboundMailResult['outcome']; ticketId: number; mailsQueued: number }> {
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
      return { outcome: 'reply', ticketId: ticket.id, mailsQueued };
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
  if (organizationId === null) return { outcome: 'unknownSender', ticketId: created.id, mailsQueued: 0 };
  const mailsQueued = await queueNewTicketMail(tx, created, sender.name, false, context);
  return { outcome: 'newTicket', ticketId: created.id, mailsQueued };
}
