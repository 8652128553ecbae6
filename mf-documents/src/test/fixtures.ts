import type { ContractFile, Invoice, OrganizationListItem } from '@portal/domain';

/** Contract files of organization 7: an agreement PDF and an order spreadsheet. */
export const AGREEMENT_PDF: ContractFile = {
  id: 11,
  organizationId: 7,
  category: 1,
  fileName: 'Framework agreement 2026.pdf',
  contentType: 'application/pdf',
  size: 250 * 1024,
  uploadedAt: '2026-10-05T09:30:00.000Z',
  uploadedBy: 'Ada Admin',
};

export const ORDER_XLSX: ContractFile = {
  id: 12,
  organizationId: 7,
  category: 3,
  fileName: 'Order 4711.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  size: 3 * 1024 * 1024,
  uploadedAt: '2026-09-01T12:00:00.000Z',
  uploadedBy: null,
};

/** An invoice of October 2026 over €1,234.56. */
export const INVOICE: Invoice = {
  id: 21,
  organizationId: 7,
  organizationName: 'Acme Logistics B.V.',
  customerNumber: 'C-1007',
  invoiceNumber: 'F2026-0042',
  invoiceDate: '2026-10-31',
  period: '202610',
  amountCents: 123456,
  vatCents: 21426,
  currency: 'EUR',
  status: 'open',
  dueDate: '2026-11-30',
  fileName: 'F2026-0042.pdf',
  size: 80 * 1024,
  uploadedAt: '2026-11-01T08:00:00.000Z',
};

/** Rows of the customer search. */
export const ORGANIZATIONS: OrganizationListItem[] = [
  {
    id: 7,
    name: 'Acme Logistics B.V.',
    customerNumber: 'C-1007',
    country: 'Nederland',
    city: 'Utrecht',
    contactPersonName: null,
    isInactive: false,
    isProspect: false,
    isReseller: false,
  },
];

/** A page of GET /invoices or /organizations. */
export const pageOf = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
