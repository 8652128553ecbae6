import type { InvoiceListQuery } from '@portal/domain';

/** Query of GET /invoices as the client sends it: every parameter optional (server defaults: page 1, 20, -invoiceDate). */
export type InvoiceListParams = Partial<InvoiceListQuery>;

/**
 * Query keys of the invoices (TanStack Query). A key mirrors the resource it reads and holds the server's answer as
 * is, so every app of the portal uses the same key for the same data (the query client is shared):
 * GET /invoices?page=2&status=open → `['invoices', 'list', { page: 2, status: 'open' }]`.
 */
export const invoiceKeys = {
  /** Every page of every invoice list: invalidate after an upload or a delete. */
  lists: () => ['invoices', 'list'] as const,
  /** One page of the list with these parameters. */
  list: (params: InvoiceListParams) => [...invoiceKeys.lists(), params] as const,
};
