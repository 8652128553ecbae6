import type { ShipmentListQuery } from '@portal/domain';

/**
 * Query keys of this remote's server reads (TanStack Query; the portal shares one query client):
 *   GET /shipments?status=delivered&page=2 → ['shipments', 'list', { status: 'delivered', page: 2, pageSize: 20 }]
 *   GET /shipments/17                      → ['shipments', 17]
 */
export const queryKeys = {
  shipments: () => ['shipments'] as const,
  /** Every page of the overview (a prefix of each list key). */
  shipmentLists: () => ['shipments', 'list'] as const,
  shipmentList: (query: ShipmentListQuery) => ['shipments', 'list', query] as const,
  shipment: (id: number) => ['shipments', id] as const,
};
