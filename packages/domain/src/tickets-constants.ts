/**
 * Constants of helpdesk tickets (issue 13; spec §3 Ticket, §4 ticket statuses and priorities, §6 the urgent rule),
 * zod-free so screens that need only these do not load the schemas (the schemas are in tickets.ts).
 */
import type { OrganizationRole } from './roles';

/** Ticket statuses (spec §4), in the order screens list them. */
export const TICKET_STATUSES = [
  'open',
  'pending',
  'waitForClient',
  'waitForColleague',
  'waitForSupplier',
  'project',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Ticket priorities (spec §4), lowest first. */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Statuses in which a ticket still needs work ("open" in the list filter's sense). */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = [
  'open',
  'pending',
  'waitForClient',
  'waitForColleague',
  'waitForSupplier',
  'project',
];

const WORKING: readonly TicketStatus[] = ACTIVE_TICKET_STATUSES;

/**
 * Status changes staff may make (spec §4 lists the statuses; "allowed transitions: not shown", so this table is our
 * design, the one source for the server's check and the detail screen's choices):
 * - among the six working statuses (open, pending, the three waits, project) any change is allowed, and each of
 *   them may be resolved or closed;
 * - a resolved ticket may be reopened (→ open) or closed;
 * - closed is final: a closed ticket takes no status change and no reply; a customer opens a new ticket instead
 *   (it stays readable, and its number can be quoted).
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: [...WORKING.filter((s) => s !== 'open'), 'resolved', 'closed'],
  pending: [...WORKING.filter((s) => s !== 'pending'), 'resolved', 'closed'],
  waitForClient: [...WORKING.filter((s) => s !== 'waitForClient'), 'resolved', 'closed'],
  waitForColleague: [...WORKING.filter((s) => s !== 'waitForColleague'), 'resolved', 'closed'],
  waitForSupplier: [...WORKING.filter((s) => s !== 'waitForSupplier'), 'resolved', 'closed'],
  project: [...WORKING.filter((s) => s !== 'project'), 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
};

/** True when staff may move a ticket from `from` to `to` (TICKET_TRANSITIONS). */
export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_TRANSITIONS[from].includes(to);
}

/**
 * The status a customer's public reply leaves (issue 13): a reply while the ticket waits for the client, or after
 * it was resolved, puts it back to open; otherwise the status stays. A closed ticket takes no reply (null).
 */
export function statusAfterCustomerReply(status: TicketStatus): TicketStatus | null {
  if (status === 'closed') return null;
  if (status === 'waitForClient' || status === 'resolved') return 'open';
  return status;
}

/**
 * Organization roles that may open an urgent ticket (spec §6: "urgent" is for changes for roaming or core network
 * issues, which the technical responsible reports). Staff may always choose urgent.
 */
export const URGENT_TICKET_ROLES: readonly OrganizationRole[] = ['technicalResponsible'];

/** Longest ticket subject, in characters. */
export const TICKET_SUBJECT_MAX = 200;
/** Longest ticket description or message (HTML from the editor, before sanitizing), in characters. */
export const TICKET_MESSAGE_MAX = 50_000;
/** Tickets per list page (the server pages; spec §2 lists are paged). */
export const TICKET_PAGE_SIZE = 20;

/** The ticket number as mail subjects carry it, e.g. "[#1042]"; mail intake reads it back (ticketIdInSubject). */
export function ticketSubjectTag(id: number): string {
  return `[#${id}]`;
}

/** The ticket number a mail subject carries as "[#1042]" (the first such tag), or null. */
export function ticketIdInSubject(subject: string): number | null {
  const match = /\[#(\d{1,9})\]/.exec(subject);
  return match ? Number(match[1]) : null;
}

/** Staff roles that handle tickets: assign, change status, write internal notes (spec §6 support; management, super admin). */
export const TICKET_HANDLER_ROLES = ['superAdmin', 'management', 'support'] as const;

/** Who a ticket list shows by assignee: the caller's own, the unassigned ones, or all. */
export const TICKET_ASSIGNEE_FILTERS = ['mine', 'unassigned', 'all'] as const;
export type TicketAssigneeFilter = (typeof TICKET_ASSIGNEE_FILTERS)[number];

/** Sortable ticket list fields; "-" before a field sorts descending (default: -lastActivityAt). */
export const TICKET_SORT_FIELDS = [
  'id',
  'subject',
  'status',
  'priority',
  'createdAt',
  'lastActivityAt',
] as const;

/** The subsystem that opens the helpdesk to organization users (spec §2 /helpdesk: subsystem 1; staff always). */
export const HELPDESK_SUBSYSTEM = 1;

/** Messages of the ticket endpoints (English; clients translate by key where they show them). */
export const TicketMessages = {
  urgentNotAllowed:
    'Only a technical responsible may open an urgent ticket: urgent is for changes for roaming or core network issues.',
  closedTicket: 'This ticket is closed. Please open a new ticket.',
  transitionNotAllowed: 'This status change is not allowed.',
  unknownOrganization: 'Unknown organization.',
  unknownAssignee: 'Choose an employee of the helpdesk.',
  alreadyLinked: 'This ticket already belongs to an organization.',
  requesterRequired:
    'Name and e-mail of the requester are required when a ticket is opened for an organization.',
} as const;
