import { api } from '@portal/api';
import type { Subcustomer } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/subcustomers/{subCustomerId}: one subcustomer with its contact persons, addresses and
 * shipments. Rejects with the axios error (404: the not-found page, spec §8).
 */
export async function getSubcustomer(organizationId: number, subCustomerId: number): Promise<Subcustomer> {
  const { data } = await api.get<Subcustomer>(`/organizations/${organizationId}/subcustomers/${subCustomerId}`);
  return data;
}

/** One subcustomer (cached); nothing is loaded for an id that is not an integer. */
export function useSubcustomerQuery(organizationId: number, subCustomerId: number) {
  return useQuery({
    queryKey: queryKeys.subcustomer(organizationId, subCustomerId),
    queryFn: Number.isInteger(subCustomerId) ? () => getSubcustomer(organizationId, subCustomerId) : skipToken,
  });
}
