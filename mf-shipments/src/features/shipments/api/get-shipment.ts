import { api } from '@portal/api';
import type { Shipment } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /shipments/{id}: one shipment (spec §3 Shipment) with its carrier events oldest first. A 404 (unknown, or
 * another organization's shipment) goes to the not-found page through @portal/api (spec §8); other errors reject
 * with the axios error.
 */
export async function getShipment(id: number): Promise<Shipment> {
  const { data } = await api.get<Shipment>(`/shipments/${id}`);
  return data;
}

/** The shipment id of a route parameter (`/shipments/:id`), or null when it is not a positive integer. */
export function shipmentIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** How often an open shipment in transit is read again, so its track and trace history moves on screen (ms). */
export const IN_TRANSIT_REFRESH_MS = 30_000;

/**
 * One shipment (cached under `['shipments', id]`); nothing is loaded without an id (null). While it is in transit
 * it is read again every IN_TRANSIT_REFRESH_MS (the status poller writes new carrier events in the background).
 */
export function useShipmentQuery(id: number | null) {
  return useQuery({
    queryKey: queryKeys.shipment(id ?? 0),
    queryFn: id === null ? skipToken : () => getShipment(id),
    refetchInterval: (query) => (query.state.data?.status === 'inTransit' ? IN_TRANSIT_REFRESH_MS : false),
  });
}
