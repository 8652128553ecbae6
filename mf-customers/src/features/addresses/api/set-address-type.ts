import { api } from '@portal/api';
import type { Address } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganization, queryKeys } from '../../../shared/query-keys';

/**
 * PUT /organizations/{id}/addresses/{addressId}/type `{type}`: sets the default flags of an address (1 shipping,
 * 2 invoice, 4 visiting; the server takes a flag away from the address that had it). Resolves with every address
 * of the organization; rejects with the axios error.
 */
export async function setAddressType(organizationId: number, addressId: number, type: number): Promise<Address[]> {
  const { data } = await api.put<Address[]>(`/organizations/${organizationId}/addresses/${addressId}/type`, { type });
  return data;
}

/** Sets an address's default flags; on success the addresses answered replace the cached ones, the organization reloads. */
export function useSetAddressTypeMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, type }: { addressId: number; type: number }) =>
      setAddressType(organizationId, addressId, type),
    onSuccess: (addresses) => {
      queryClient.setQueryData(queryKeys.addresses(organizationId), addresses);
      return invalidateOrganization(queryClient, organizationId);
    },
  });
}
