import { api } from '@portal/api';
import type { Subcustomer } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/subcustomers/{subId} (staff; users of that organization): one subcustomer with its
 * contact persons (recipients to pick) and addresses (destinations to pick). Rejects with the axios error.
 */
export async function getSubcustomer(organizationId: number, subcustomerId: number): Promise<Subcustomer> {
  const { data } = await api.get<Subcustomer>(
    `/organizations/${organizationId}/subcustomers/${subcustomerId}`,
  );
  return data;
}

/** One subcustomer (cached); nothing is loaded until both ids are known. */
export function useSubcustomerQuery(
  organizationId: number | undefined,
  subcustomerId: number | null | undefined,
) {
  return useQuery({
    queryKey: queryKeys.subcustomer(organizationId ?? 0, subcustomerId ?? 0),
    queryFn:
      organizationId === undefined || subcustomerId === null || subcustomerId === undefined
        ? skipToken
        : () => getSubcustomer(organizationId, subcustomerId),
  });
}
