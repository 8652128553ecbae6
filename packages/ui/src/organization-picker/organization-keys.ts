import type { OrganizationListQuery } from '@portal/domain';

/**
 * Query keys of the organizations the picker reads (TanStack Query). A key mirrors the resource it reads and holds
 * the server's answer as is, so every app of the portal uses the same key for the same data (the query client is
 * shared; mf-customers writes organizations and invalidates these keys): GET /organizations?search=acme →
 * `['organizations', 'list', { search: 'acme', … }]`, GET /organizations/7 → `['organizations', 7]`.
 */
export const organizationKeys = {
  list: (query: OrganizationListQuery) => ['organizations', 'list', query] as const,
  /** One organization; `undefined` only for a query that is skipped. */
  detail: (organizationId: number | undefined) => ['organizations', organizationId] as const,
};
