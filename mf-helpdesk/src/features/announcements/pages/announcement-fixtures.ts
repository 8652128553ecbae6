import type { Announcement, AnnouncementListItem, Page, Supplier } from '@portal/domain';

/** Test data of the announcement screens (issue 12). */

export const SUPPLIERS: Supplier[] = [
  { id: 3, name: 'Alpha Mobile', providerType: 0, hasRoamingList: true },
  { id: 4, name: 'Beta IoT', providerType: 1, hasRoamingList: false },
];

export const OUTAGE: Announcement = {
  id: 7,
  title: 'Mobile data outage in Rotterdam',
  type: 'incident',
  priority: 'critical',
  status: 'open',
  closed: false,
  supplierId: 3,
  supplierName: 'Alpha Mobile',
  region: 'netherlands',
  startsAt: '2026-11-25T08:00:00.000Z',
  endsAt: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
  initialMessage: '<p>SIMs in <strong>Rotterdam</strong> cannot set up data sessions.</p>',
  affectedServices: 'Mobile data (2G/4G)',
  customerImpact: 'Devices cannot report',
  requiredCustomerAction: 'No action needed',
  contact: 'Service desk, 010 123 4567',
  mailOrganization: true,
  mailRoles: ['technicalResponsible'],
  createdBy: 'Sam Support',
  createdAt: '2026-11-25T08:05:00.000Z',
  messages: [
    {
      id: 21,
      kind: 'update',
      body: '<p>Engineers are on site.</p>',
      notified: true,
      createdBy: 'Sam Support',
      createdAt: '2026-11-25T09:00:00.000Z',
    },
    {
      id: 22,
      kind: 'update',
      body: '<p>Partial recovery in the north.</p>',
      notified: false,
      createdBy: 'Mia Management',
      createdAt: '2026-11-25T09:30:00.000Z',
    },
  ],
  sends: [
    {
      id: 31,
      messageId: null,
      sentBy: 'Sam Support',
      createdAt: '2026-11-25T08:05:00.000Z',
      recipients: 12,
      delivered: 10,
      pending: 1,
      failed: 1,
    },
  ],
};

export const MAINTENANCE: AnnouncementListItem = {
  id: 8,
  title: 'Core network maintenance',
  type: 'maintenance',
  priority: 'medium',
  status: 'maintenanceClosed',
  closed: true,
  supplierId: null,
  supplierName: null,
  region: 'europe',
  startsAt: '2026-11-20T22:00:00.000Z',
  endsAt: '2026-11-21T02:00:00.000Z',
  updatedAt: '2026-11-21T02:10:00.000Z',
};

/** The list item of an announcement. */
export function listItemOf({
  id,
  title,
  type,
  priority,
  status,
  closed,
  supplierId,
  supplierName,
  region,
  startsAt,
  endsAt,
  updatedAt,
}: Announcement): AnnouncementListItem {
  return {
    id,
    title,
    type,
    priority,
    status,
    closed,
    supplierId,
    supplierName,
    region,
    startsAt,
    endsAt,
    updatedAt,
  };
}

/** One page of `items`, as the list endpoints answer. */
export const pageOf = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, pageSize: 20 });
