import { api } from '@portal/api';
import type { Address, AddressInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganization, queryKeys } from '../../../shared/query-keys';

/**
 * POST /organizations/{id}/addresses: adds an address (with `type` flags 1 shipping, 2 invoice, 4 visiting, spec §3).
 * Resolves with the new address; rejects with the axios error (400 with field errors, spec §8).
 */
export async function createAddress(organizationId: number, input: AddressInput): Promise<Address> {
  const { data } = await api.post<Address>(`/organizations/${organizationId}/addresses`, input);
  return data;
}

/** Adds an address; on success the addresses and the organization (its defaults) are loaded again. */
export function useCreateAddressMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) => createAddress(organizationId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.addresses(organizationId) }),
        invalidateOrganization(queryClient, organizationId),
      ]),
  });
}
