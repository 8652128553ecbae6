import type { InternationalRateInput, ShipmentListQuery } from '@portal/domain';

/**
 * Query keys of this remote's server reads (TanStack Query; the portal shares one query client). A key mirrors the
 * resource it reads and holds the server's answer as is, so the organization reads share their cache with the
 * other apps (mf-customers, the organization picker), which invalidate them when they write:
 *   GET /shipments?status=delivered&page=2 → ['shipments', 'list', { status: 'delivered', page: 2, pageSize: 20 }]
 *   GET /shipments/17                      → ['shipments', 17]
 *   POST /shipments/international/rate     → ['shipments', 'rate', input] (a price, asked before confirming)
 *   GET /organizations/7/addresses         → ['organizations', 7, 'addresses']
 *   GET /suppliers                         → ['suppliers'] (the key the other apps read the list under too)
 */
export const queryKeys = {
  shipments: () => ['shipments'] as const,
  /** Every page of the overview (a prefix of each list key). */
  shipmentLists: () => ['shipments', 'list'] as const,
  shipmentList: (query: ShipmentListQuery) => ['shipments', 'list', query] as const,
  shipment: (id: number) => ['shipments', id] as const,
  shipmentRate: (input: InternationalRateInput) => ['shipments', 'rate', input] as const,
  /** One organization (staff); `undefined` only for a query that is skipped. */
  organization: (organizationId: number | undefined) => ['organizations', organizationId] as const,
  addresses: (organizationId: number) => ['organizations', organizationId, 'addresses'] as const,
  organizationUsers: (organizationId: number) => ['organizations', organizationId, 'users'] as const,
  subcustomers: (organizationId: number) => ['organizations', organizationId, 'subcustomers'] as const,
  subcustomer: (organizationId: number, subcustomerId: number) =>
    ['organizations', organizationId, 'subcustomers', subcustomerId] as const,
  /** Every supplier (spec §3 Supplier), by name. */
  suppliers: () => ['suppliers'] as const,
};
