import type { AnnouncementPriority, AnnouncementRegion, AnnouncementType, Locale } from '@portal/domain';
import escapeHtml from 'escape-html';
import { createEvent } from 'ics';
import { richTextToPlainText } from '../../rich-text/sanitize.js';

/**
 * Announcement mails (issue 12 "Mail"): one per recipient, in the recipient's language (a user's stored locale,
 * else Dutch, the API default of spec §1), or in English and Dutch for an organization's announcement address,
 * which has no language. Each has an HTML part (the sanitized message as stored) and a plain-text part (html-to-text).
 * Maintenance announcements carry an .ics calendar event of the window.
 */

/** What a mail about an announcement tells. Dates are Date objects; texts of the message are sanitized HTML. */
export interface AnnouncementMailFacts {
  id: number;
  title: string;
  type: AnnouncementType;
  priority: AnnouncementPriority;
  region: AnnouncementRegion;
  supplierName: string | null;
  startsAt: Date;
  endsAt: Date | null;
  affectedServices: string;
  customerImpact: string;
  requiredCustomerAction: string;
  contact: string;
  /** The sanitized HTML this send is about: the initial message on publish, else the new message. */
  messageHtml: string;
  /** publish: a new announcement; update: a further message or an edit; closing; reopening. */
  event: 'publish' | 'update' | 'closing' | 'reopening';
  /** Link to the announcement in the portal. */
  url: string;
}

/** An attachment as stored in the outbox (utf-8 text). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A composed mail, ready for the outbox. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
}

const TEXTS = {
  en: {
    type: {
      incident: 'Incident',
      interference: 'Interference',
      maintenance: 'Maintenance',
      notification: 'Notification',
    },
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
    region: { belgium: 'Belgium', netherlands: 'Netherlands', europe: 'Europe', worldwide: 'World wide' },
    event: { publish: '', update: 'Update: ', closing: 'Closed: ', reopening: 'Reopened: ' },
    labels: {
      priority: 'Priority',
      region: 'Region',
      supplier: 'Supplier',
      start: 'Start',
      end: 'End',
      affectedServices: 'Affected services',
      customerImpact: 'Customer impact',
      requiredCustomerAction: 'Required action',
      contact: 'Contact',
    },
    allSuppliers: 'All',
    open: 'Read it in the portal',
    footer: 'You receive this mail because your organization uses this service.',
  },
  nl: {
    type: {
      incident: 'Incident',
      interference: 'Storing',
      maintenance: 'Onderhoud',
      notification: 'Mededeling',
    },
    priority: { low: 'Laag', medium: 'Gemiddeld', high: 'Hoog', critical: 'Kritiek' },
    region: { belgium: 'België', netherlands: 'Nederland', europe: 'Europa', worldwide: 'Wereldwijd' },
    event: { publish: '', update: 'Update: ', closing: 'Afgesloten: ', reopening: 'Heropend: ' },
    labels: {
      priority: 'Prioriteit',
      region: 'Regio',
      supplier: 'Leverancier',
      start: 'Start',
      end: 'Einde',
      affectedServices: 'Getroffen diensten',
      customerImpact: 'Impact voor klanten',
      requiredCustomerAction: 'Vereiste actie',
      contact: 'Contact',
    },
    allSuppliers: 'Alle',
    open: 'Lees het in het portaal',
    footer: 'U ontvangt deze e-mail omdat uw organisatie deze dienst gebruikt.',
  },
} as const;

/** A date-time in the provider's time zone (Europe/Amsterdam), e.g. "25 Nov 2026, 22:00". */
function formatDateTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(date);
}

/** The subject and the two parts of one language. */
function part(facts: AnnouncementMailFacts, messageText: string, locale: Locale) {
  const t = TEXTS[locale];
  const subject = `${t.event[facts.event]}${t.type[facts.type]}: ${facts.title} (${t.priority[facts.priority]})`;
  const rows: [string, string][] = [
    [t.labels.priority, t.priority[facts.priority]],
    [t.labels.region, t.region[facts.region]],
    [t.labels.supplier, facts.supplierName ?? t.allSuppliers],
    [t.labels.start, formatDateTime(facts.startsAt, locale)],
    ...(facts.endsAt ? [[t.labels.end, formatDateTime(facts.endsAt, locale)] as [string, string]] : []),
    ...(
      [
        [t.labels.affectedServices, facts.affectedServices],
        [t.labels.customerImpact, facts.customerImpact],
        [t.labels.requiredCustomerAction, facts.requiredCustomerAction],
        [t.labels.contact, facts.contact],
      ] as [string, string][]
    ).filter(([, value]) => value.trim() !== ''),
  ];
  const text =
    `${subject}\n\n${messageText}\n\n` +
    rows.map(([label, value]) => `${label}: ${value}`).join('\n') +
    `\n\n${t.open}: ${facts.url}\n\n${t.footer}`;
  const html =
    `<h2>${escapeHtml(subject)}</h2>${facts.messageHtml}<table>` +
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    `</table><p><a href="${escapeHtml(facts.url)}">${escapeHtml(t.open)}</a></p><p><small>${escapeHtml(t.footer)}</small></p>`;
  return { subject, text, html };
}

/**
 * A text for the `ics` package, which escapes LF and CRLF as `\n` but leaves a lone CR as it is: calendar clients
 * may read that as a line break and the rest of the text as a property of its own (issue 21: a title
 * "x\rATTENDEE:…" could add an attendee). Every line break becomes LF, which the package escapes.
 */
const icsText = (value: string) => value.replace(/\r\n?/g, '\n');

/** The event's title (SUMMARY) on one line: its line breaks become spaces. */
const icsLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** The .ics event of a maintenance window (start to end, or one hour when no end is known), or none. */
function maintenanceEvent(facts: AnnouncementMailFacts, messageText: string): OutboxAttachment[] {
  if (facts.type !== 'maintenance' || facts.event === 'closing') return [];
  const { error, value } = createEvent({
    uid: `announcement-${facts.id}@iot-portal`,
    title: icsLine(facts.title),
    description: icsText(`${messageText}\n\n${facts.url}`),
    url: facts.url,
    start: facts.startsAt.getTime(),
    end: (facts.endsAt ?? new Date(facts.startsAt.getTime() + 3_600_000)).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) return [];
  return [
    {
      filename: 'maintenance.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: value,
    },
  ];
}

/**
 * The three mails of one send: to users in English, to users in Dutch, and to organization addresses (English first,
 * then Dutch). The message's plain text and the .ics event are made once for all three.
 */
export function composeAnnouncementMails(
  facts: AnnouncementMailFacts,
): Record<Locale | 'organization', ComposedMail> {
  const messageText = richTextToPlainText(facts.messageHtml);
  const attachments = maintenanceEvent(facts, messageText);
  const en = part(facts, messageText, 'en');
  const nl = part(facts, messageText, 'nl');
  return {
    en: { ...en, attachments },
    nl: { ...nl, attachments },
    organization: {
      subject: `${en.subject} / ${nl.subject}`,
      text: `${en.text}\n\n---\n\n${nl.text}`,
      html: `${en.html}<hr>${nl.html}`,
      attachments,
    },
  };
}
