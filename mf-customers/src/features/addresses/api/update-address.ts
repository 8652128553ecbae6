import { api } from '@portal/api';
import type { Address, AddressInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganization, queryKeys } from '../../../shared/query-keys';

/**
 * PUT /organizations/{id}/addresses/{addressId}: saves an address (its `type` flags too). Resolves with the saved
 * address; rejects with the axios error (400 with field errors, spec §8).
 */
export async function updateAddress(organizationId: number, addressId: number, input: AddressInput): Promise<Address> {
  const { data } = await api.put<Address>(`/organizations/${organizationId}/addresses/${addressId}`, input);
  return data;
}

/** Saves an address; on success the addresses and the organization (its defaults) are loaded again. */
export function useUpdateAddressMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, input }: { addressId: number; input: AddressInput }) =>
      updateAddress(organizationId, addressId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.addresses(organizationId) }),
        invalidateOrganization(queryClient, organizationId),
      ]),
  });
}
