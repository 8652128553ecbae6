import type {
  AnnouncementListItem,
  FaqItem,
  Page,
  Ticket,
  TicketAssignee,
  TicketAttachment,
  TicketListItem,
} from '@portal/domain';

/** Test data of the ticket screens (issue 13). */

/** A public file of ROAMING: the requester's log archive (2.5 MB). */
export const ROAMING_LOG: TicketAttachment = {
  id: 7,
  fileName: 'roaming-log.zip',
  contentType: 'application/zip',
  sizeBytes: 2_621_440,
  internal: false,
  uploadedByName: 'Rita Requester',
  createdAt: '2026-11-24T08:05:00.000Z',
};

/** An internal file of ROAMING (staff only): the helpdesk's partner report (340 KB), added after ROAMING_LOG. */
export const PARTNER_REPORT: TicketAttachment = {
  id: 8,
  fileName: 'partner-report.pdf',
  contentType: 'application/pdf',
  sizeBytes: 348_160,
  internal: true,
  uploadedByName: 'Sam Support',
  createdAt: '2026-11-24T09:06:00.000Z',
};

/**
 * An active ticket as a handler receives it: an internal note in the thread, a public and an internal file, five
 * statuses to move to.
 */
export const ROAMING: Ticket = {
  id: 1042,
  subject: 'SIMs do not attach abroad',
  status: 'waitForColleague',
  priority: 'high',
  organizationId: 5,
  companyName: 'Acme Logistics B.V.',
  customerNumber: 'C-1005',
  requesterName: 'Rita Requester',
  requesterEmail: 'rita@acme.example',
  assigneeId: 31,
  assigneeName: 'Sam Support',
  createdAt: '2026-11-24T08:00:00.000Z',
  lastActivityAt: '2026-11-25T10:30:00.000Z',
  description: '<p>Our trackers in <strong>Belgium</strong> have no data since this morning.</p>',
  contactPerson: 'Tom Technician',
  createdByName: null,
  allowedStatuses: ['open', 'pending', 'waitForClient', 'resolved', 'closed'],
  attachments: [ROAMING_LOG, PARTNER_REPORT],
  messages: [
    {
      id: 1,
      internal: false,
      body: '<p>We are looking into it.</p>',
      authorName: 'Sam Support',
      fromStaff: true,
      createdAt: '2026-11-24T09:00:00.000Z',
    },
    {
      id: 2,
      internal: true,
      body: '<p>Asked the roaming partner for their logs.</p>',
      authorName: 'Sam Support',
      fromStaff: true,
      createdAt: '2026-11-24T09:05:00.000Z',
    },
    {
      id: 3,
      internal: false,
      body: '<p>Any news?</p>',
      authorName: 'Rita Requester',
      fromStaff: false,
      createdAt: '2026-11-25T10:30:00.000Z',
    },
  ],
};

/** ROAMING as a customer receives it: no internal notes or files, no status changes. */
export const ROAMING_FOR_CUSTOMER: Ticket = {
  ...ROAMING,
  allowedStatuses: [],
  messages: ROAMING.messages.filter((message) => !message.internal),
  attachments: ROAMING.attachments.filter((attachment) => !attachment.internal),
};

/** A closed ticket: no status change, no reply, no files. */
export const CLOSED: Ticket = {
  ...ROAMING,
  id: 1001,
  subject: 'Invoice question',
  status: 'closed',
  priority: 'low',
  allowedStatuses: [],
  messages: [],
  attachments: [],
};

/** GET /tickets/assignees: the helpdesk's handlers. */
export const ASSIGNEES: TicketAssignee[] = [
  { id: 31, name: 'Sam Support', email: 'sam@provider.example' },
  { id: 32, name: 'Mia Management', email: 'mia@provider.example' },
];

/** The list item of a ticket. */
export function listItemOf({
  id,
  subject,
  status,
  priority,
  organizationId,
  companyName,
  requesterName,
  requesterEmail,
  assigneeId,
  assigneeName,
  createdAt,
  lastActivityAt,
}: Ticket): TicketListItem {
  return {
    id,
    subject,
    status,
    priority,
    organizationId,
    companyName,
    requesterName,
    requesterEmail,
    assigneeId,
    assigneeName,
    createdAt,
    lastActivityAt,
  };
}

/** One page of `items`, as the list endpoint answers. */
export const pageOf = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, pageSize: 20 });

/** An open announcement as GET /announcements lists it (the new-ticket suggestions' known issues). */
export const announcementOf = (
  id: number,
  title: string,
  extra: Partial<AnnouncementListItem> = {},
): AnnouncementListItem => ({
  id,
  title,
  type: 'interference',
  priority: 'high',
  status: 'open',
  closed: false,
  supplierId: null,
  supplierName: null,
  region: 'belgium',
  startsAt: '2026-11-25T06:00:00.000Z',
  endsAt: null,
  updatedAt: '2026-11-25T06:00:00.000Z',
  ...extra,
});

/** A FAQ item as GET /faq lists it (the new-ticket suggestions' questions). */
export const faqItemOf = (
  id: number,
  question: string,
  answer: string,
  locale: FaqItem['locale'] = 'en',
): FaqItem => ({
  id,
  question,
  answer,
  category: 'Data and roaming',
  locale,
  updatedAt: '2026-11-01T09:00:00.000Z',
});
