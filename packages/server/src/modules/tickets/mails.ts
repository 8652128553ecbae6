import { type Locale, type TicketPriority, type TicketStatus, ticketSubjectTag } from '@portal/domain';
import escapeHtml from 'escape-html';
import { richTextToPlainText } from '../../rich-text/sanitize.js';

/**
 * Ticket mails (issue 13 "Mail"): a public reply of the helpdesk to the requester, a customer's reply or new ticket
 * to the assignee or the support address, a ticket staff opened for a requester. The subject always carries
 * `[#<id>]` so that an answer by mail can be matched to its ticket. Each mail has an HTML part (the sanitized
 * message as stored) and a plain-text part.
 */

/** What a ticket mail tells. `messageHtml` is sanitized HTML (the reply, or the description of a new ticket). */
export interface TicketMailFacts {
  id: number;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  companyName: string | null;
  authorName: string;
  messageHtml: string;
  /** newTicket: a ticket was opened; reply: a public reply was added. */
  event: 'newTicket' | 'reply';
  /** Link to the ticket in the portal. */
  url: string;
}

/** A composed ticket mail, ready for the outbox. */
export interface TicketMail {
  subject: string;
  text: string;
  html: string;
}

const TEXTS = {
  en: {
    event: { newTicket: 'New ticket', reply: 'New reply' },
    status: {
      open: 'Open',
      pending: 'Pending',
      waitForClient: 'Waiting for client',
      waitForColleague: 'Waiting for colleague',
      waitForSupplier: 'Waiting for supplier',
      project: 'Project',
      resolved: 'Resolved',
      closed: 'Closed',
    },
    priority: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
    labels: { from: 'From', organization: 'Organization', status: 'Status', priority: 'Priority' },
    open: 'Open the ticket in the portal',
    footer: 'Please keep [#{id}] in the subject when you answer this mail.',
  },
  nl: {
    event: { newTicket: 'Nieuw ticket', reply: 'Nieuwe reactie' },
    status: {
      open: 'Open',
      pending: 'In behandeling',
      waitForClient: 'Wacht op klant',
      waitForColleague: 'Wacht op collega',
      waitForSupplier: 'Wacht op leverancier',
      project: 'Project',
      resolved: 'Opgelost',
      closed: 'Gesloten',
    },
    priority: { low: 'Laag', medium: 'Gemiddeld', high: 'Hoog', urgent: 'Urgent' },
    labels: { from: 'Van', organization: 'Organisatie', status: 'Status', priority: 'Prioriteit' },
    open: 'Open het ticket in het portaal',
    footer: 'Laat [#{id}] in het onderwerp staan als u op deze e-mail antwoordt.',
  },
} as const;

/** The `[#id] subject` mail subject of a ticket (the tag incoming mail is matched by, ticketIdInSubject). */
export function ticketMailSubject(id: number, subject: string): string {
  return `${ticketSubjectTag(id)} ${subject}`;
}

/** One ticket mail in `locale`: subject `[#id] subject`, the message, the ticket's facts and a link. */
export function composeTicketMail(facts: TicketMailFacts, locale: Locale): TicketMail {
  const t = TEXTS[locale];
  const subject = ticketMailSubject(facts.id, facts.subject);
  const rows: [string, string][] = [
    [t.labels.from, facts.authorName],
    ...(facts.companyName ? [[t.labels.organization, facts.companyName] as [string, string]] : []),
    [t.labels.status, t.status[facts.status]],
    [t.labels.priority, t.priority[facts.priority]],
  ];
  const footer = t.footer.replace('{id}', String(facts.id));
  const heading = `${t.event[facts.event]}: ${subject}`;
  const text =
    `${heading}\n\n${richTextToPlainText(facts.messageHtml)}\n\n` +
    rows.map(([label, value]) => `${label}: ${value}`).join('\n') +
    `\n\n${t.open}: ${facts.url}\n\n${footer}`;
  const html =
    `<h2>${escapeHtml(heading)}</h2>${facts.messageHtml}<table>` +
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    `</table><p><a href="${escapeHtml(facts.url)}">${escapeHtml(t.open)}</a></p><p><small>${escapeHtml(footer)}</small></p>`;
  return { subject, text, html };
}
