import type { Organization, OrganizationListItem, Page, Ticket, UnknownSenderTicket } from '@portal/domain';

/** Test data of the Unknown users (spam) screen (issue 13). */

/** A quote request from a domain no customer uses: no suggestion. */
export const OFFER: UnknownSenderTicket = {
  id: 501,
  subject: 'Offerte voor 500 simkaarten',
  senderName: 'Nina Nieuw',
  senderEmail: 'nina@newcustomer.example',
  body: '<p>Graag een <strong>offerte</strong> voor 500 simkaarten.</p>',
  receivedAt: '2026-11-25T09:15:00.000Z',
  suggestedOrganization: null,
};

/** A question from a colleague of Acme's users (same domain): Acme is suggested. */
export const ROAMING_QUESTION: UnknownSenderTicket = {
  id: 502,
  subject: 'Question about roaming prices',
  senderName: 'Rob Roamer',
  senderEmail: 'rob@acme.example',
  body: '<p>What do you charge for roaming in <em>Belgium</em>?</p>',
  receivedAt: '2026-11-24T16:40:00.000Z',
  suggestedOrganization: { id: 5, name: 'Acme Logistics B.V.', customerNumber: '100001' },
};

/** GET /organizations/5 (the suggestion, read by the OrganizationPicker). */
export const ACME: Organization = {
  id: 5,
  name: 'Acme Logistics B.V.',
  customerNumber: '100001',
  vatNumber: 'NL001234567B01',
  kvkNumber: null,
  ibanNumber: null,
  country: 'Nederland',
  vatLiable: true,
  isInactive: false,
  isProspect: false,
  isReseller: false,
  resellerId: null,
  contactPersonId: null,
  initialContractorId: null,
  announcementEmailAddress: null,
  slaLevel: null,
  shippingAddressId: null,
  invoiceAddressId: null,
  visitingAddressId: null,
  supplierIds: [],
  suppliers: [],
  subSystems: [1],
  addresses: [],
  shippingAddress: null,
};

/** ACME as a row of GET /organizations (the picker's matches). */
export const ACME_ITEM: OrganizationListItem = {
  id: 5,
  name: 'Acme Logistics B.V.',
  customerNumber: '100001',
  country: 'Nederland',
  isInactive: false,
  isProspect: false,
  isReseller: false,
  contactPersonName: null,
  city: 'Utrecht',
};

/** What POST /organizations answers for the organization created from OFFER. */
export const NEWCUSTOMER: Organization = {
  ...ACME,
  id: 77,
  name: 'Newcustomer',
  customerNumber: '200042',
  vatNumber: 'NL123456789B01',
  announcementEmailAddress: 'nina@newcustomer.example',
  subSystems: [],
};

/** The ticket a mail becomes once linked to `organization` (PUT /tickets/{id}/organization). */
export function linkedTicketOf(
  mail: UnknownSenderTicket,
  organization: Pick<Organization, 'id' | 'name' | 'customerNumber'>,
): Ticket {
  return {
    id: mail.id,
    subject: mail.subject,
    status: 'open',
    priority: 'medium',
    organizationId: organization.id,
    companyName: organization.name,
    customerNumber: organization.customerNumber,
    requesterName: mail.senderName,
    requesterEmail: mail.senderEmail,
    assigneeId: null,
    assigneeName: null,
    createdAt: mail.receivedAt,
    lastActivityAt: mail.receivedAt,
    description: mail.body,
    contactPerson: '',
    createdByName: null,
    messages: [],
    attachments: [],
    allowedStatuses: ['pending', 'resolved', 'closed'],
  };
}

/** One page of a list. */
export function pageOf<T>(items: T[]): Page<T> {
  return { items, total: items.length, page: 1, pageSize: 20 };
}
