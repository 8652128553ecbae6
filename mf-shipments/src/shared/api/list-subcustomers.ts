import { api } from '@portal/api';
import type { SubcustomerListItem } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * GET /organizations/{id}/subcustomers (staff; users of that organization): the organization's subcustomers by
 * name: to send a shipment to one of them, and to filter the overview by one. Rejects with the axios error.
 */
export async function listSubcustomers(organizationId: number): Promise<SubcustomerListItem[]> {
  const { data } = await api.get<SubcustomerListItem[]>(`/organizations/${organizationId}/subcustomers`);
  return data;
}

/** The subcustomers of an organization (cached under `['organizations', id, 'subcustomers']`); none without an id. */
export function useSubcustomersQuery(organizationId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.subcustomers(organizationId ?? 0),
    queryFn: organizationId === undefined ? skipToken : () => listSubcustomers(organizationId),
  });
}
