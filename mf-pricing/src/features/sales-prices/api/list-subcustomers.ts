import { api } from '@portal/api';
import type { SubcustomerListItem } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';

/**
 * The cache key of an organization's subcustomers, the same as mf-customers' and mf-shipments'
 * (`['organizations', id, 'subcustomers']`): the portal shares one query client, and mf-customers invalidates it
 * after a subcustomer write.
 */
export const subcustomersKey = (organizationId: number) =>
  ['organizations', organizationId, 'subcustomers'] as const;

/**
 * GET /organizations/{id}/subcustomers (staff): the customer's subcustomers by name, for the subcustomer filter and
 * field of the sales prices. Rejects with the axios error.
 */
export async function listSubcustomers(organizationId: number): Promise<SubcustomerListItem[]> {
  const { data } = await api.get<SubcustomerListItem[]>(`/organizations/${organizationId}/subcustomers`);
  return data;
}

/** The subcustomers of a customer (cached); nothing is loaded while `organizationId` is undefined. */
export function useSubcustomersQuery(organizationId: number | undefined) {
  return useQuery({
    queryKey: subcustomersKey(organizationId ?? 0),
    queryFn: organizationId === undefined ? skipToken : () => listSubcustomers(organizationId),
  });
}
