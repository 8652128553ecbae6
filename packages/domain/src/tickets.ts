import { z } from 'zod';
import { recordIdSchema } from './ids';
import { pageQueryFields } from './organization';
import {
  TICKET_ASSIGNEE_FILTERS,
  TICKET_MESSAGE_MAX,
  TICKET_PRIORITIES,
  TICKET_SORT_FIELDS,
  TICKET_STATUSES,
  TICKET_SUBJECT_MAX,
} from './tickets-constants';

/**
 * Helpdesk tickets contract (issue 13; spec §2 /helpdesk, §3 Ticket, §4 statuses and priorities, §6, §8 "no tickets
 * at the moment"). Server routes validate with these schemas; mf-helpdesk types its calls with them. Endpoints are
 * listed in docs/helpdesk-api.md and /api/docs.
 *
 * Who: users of an organization holding subsystem 1 see and write their organization's tickets; support,
 * management and super admin see and handle all; the account manager reads all and creates tickets and public
 * replies, nothing else. Descriptions and messages are rich text (HTML), sanitized by the server.
 */

/** A record id in a body or query (issue 21 strict ids). */
const dbId = recordIdSchema;
const richText = z.string().trim().max(TICKET_MESSAGE_MAX);

export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES);

/**
 * POST /api/tickets body (spec §3 creation form). Customers send subject, description and priority; the ticket is
 * their organization's and they are its requester. Staff also name the organization and the requester (`name`,
 * `email`; the requester is linked to the organization's user with that e-mail when there is one) and optionally
 * a `contactPerson`. Urgent: technical responsible and staff only (400 field priority otherwise, spec §6).
 */
export const ticketInputSchema = z.strictObject({
  subject: z.string().trim().min(1).max(TICKET_SUBJECT_MAX),
  description: richText.min(1),
  priority: ticketPrioritySchema.default('medium'),
  organizationId: dbId.optional(),
  name: z.string().trim().max(200).optional(),
  email: z.email().max(254).optional(),
  contactPerson: z.string().trim().max(200).optional(),
});
export type TicketInput = z.input<typeof ticketInputSchema>;

/**
 * GET /api/tickets query: filters in the URL of the list screen. `state`: active (the six working statuses, the
 * default), all, or one `status`; `assignee`: mine, unassigned or all (staff); `organizationId` (staff); `search`
 * in subject, ticket number, requester and organization name. 20 per page.
 */
export const ticketListQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
  status: ticketStatusSchema.optional(),
  state: z.enum(['active', 'all']).default('active'),
  priority: ticketPrioritySchema.optional(),
  organizationId: dbId.optional(),
  assignee: z.enum(TICKET_ASSIGNEE_FILTERS).default('all'),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${TICKET_SORT_FIELDS.join('|')})$`))
    .default('-lastActivityAt'),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** One ticket in a list (GET /api/tickets). Dates are ISO 8601. */
export const ticketListItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: ticketStatusSchema,
  priority: ticketPrioritySchema,
  organizationId: z.number().int().nullable(),
  /** The organization's name (spec §3 "company name"). */
  companyName: z.string().nullable(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

/** A message of a ticket's thread: a public reply, or (staff only) an internal note customers never receive. */
export const ticketMessageSchema = z.object({
  id: z.number().int(),
  internal: z.boolean(),
  body: z.string(),
  authorName: z.string(),
  /** True when the author is provider staff (shown as "Helpdesk" to customers). */
  fromStaff: z.boolean(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/**
 * A file attached to a ticket (GET /api/tickets/{id}/attachments/{attachmentId} downloads it). `internal` files
 * were added with an internal note and are listed to staff only. Sizes in bytes.
 */
export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  internal: z.boolean(),
  uploadedByName: z.string(),
  createdAt: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/**
 * GET /api/tickets/{id}: the ticket (spec §3) with its thread, oldest first. Customers never receive internal
 * notes. `allowedStatuses` are the statuses the caller may move it to (empty for customers and account managers).
 */
export const ticketSchema = ticketListItemSchema.extend({
  description: z.string(),
  contactPerson: z.string(),
  customerNumber: z.string().nullable(),
  createdByName: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
  /** Files attached to the ticket, oldest first (internal ones for staff only). */
  attachments: z.array(ticketAttachmentSchema),
  allowedStatuses: z.array(ticketStatusSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** POST /api/tickets/{id}/messages body: a reply; `internal` (staff handlers only) makes it an internal note. */
export const ticketReplyInputSchema = z.strictObject({
  body: richText.min(1),
  internal: z.boolean().default(false),
});
export type TicketReplyInput = z.input<typeof ticketReplyInputSchema>;

/** PUT /api/tickets/{id}/status body (staff handlers): the new status, checked against TICKET_TRANSITIONS. */
export const ticketStatusInputSchema = z.strictObject({ status: ticketStatusSchema });
export type TicketStatusInput = z.input<typeof ticketStatusInputSchema>;

/** PUT /api/tickets/{id}/assignee body (staff handlers): an employee's user id, or null to unassign. */
export const ticketAssigneeInputSchema = z.strictObject({ assigneeId: dbId.nullable() });
export type TicketAssigneeInput = z.input<typeof ticketAssigneeInputSchema>;

/** GET /api/tickets/assignees: the employees a ticket can be assigned to (staff). */
export const ticketAssigneeSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TicketAssignee = z.infer<typeof ticketAssigneeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Unknown users (spam): tickets opened by mail from a sender the portal does not know (organizationId null)

/** A suggested organization for an unknown sender: the customer whose users or addresses share the e-mail domain. */
export const suggestedOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  customerNumber: z.string(),
});
export type SuggestedOrganization = z.infer<typeof suggestedOrganizationSchema>;

/** One mail in the Unknown users (spam) queue (GET /api/tickets/unknown): sender, subject, body, received time. */
export const unknownSenderTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  /** The mail's body as sanitized HTML. */
  body: z.string(),
  receivedAt: z.string(),
  suggestedOrganization: suggestedOrganizationSchema.nullable(),
});
export type UnknownSenderTicket = z.infer<typeof unknownSenderTicketSchema>;

/** GET /api/tickets/unknown query: paging and a search in sender and subject. Newest first. */
export const unknownSenderQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
});
export type UnknownSenderQuery = z.input<typeof unknownSenderQuerySchema>;

/**
 * PUT /api/tickets/{id}/organization body (handlers): links a ticket of the unknown-users queue to an organization;
 * the sender becomes the requester (linked to that organization's user with the e-mail, when there is one). The
 * original message is kept. 400 field organizationId for an unknown organization, or when the ticket is not in the
 * queue any more.
 */
export const ticketLinkInputSchema = z.strictObject({ organizationId: dbId });
export type TicketLinkInput = z.input<typeof ticketLinkInputSchema>;

/** POST /api/tickets/unknown/delete body (handlers): delete these queue entries as spam (max 100 at once). */
export const unknownSenderDeleteInputSchema = z.strictObject({ ids: z.array(dbId).min(1).max(100) });
export type UnknownSenderDeleteInput = z.input<typeof unknownSenderDeleteInputSchema>;

/** What an incoming mail became (POST /api/tickets/inbound-mail, the SMTP listener, the CLI). */
export const inboundMailResultSchema = z.object({
  outcome: z.enum(['reply', 'newTicket', 'unknownSender']),
  ticketId: z.number().int(),
  /** True when this message (same Message-ID and sender) was taken in before: nothing changed this time. */
  duplicate: z.boolean(),
});
export type InboundMailResult = z.infer<typeof inboundMailResultSchema>;
