import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganization, queryKeys } from '../../../shared/query-keys';

/** DELETE /organizations/{id}/addresses/{addressId}. Rejects with the axios error. */
export async function removeAddress(organizationId: number, addressId: number): Promise<void> {
  await api.delete(`/organizations/${organizationId}/addresses/${addressId}`);
}

/** Removes an address; on success the addresses and the organization (its defaults) are loaded again. */
export function useRemoveAddressMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => removeAddress(organizationId, addressId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.addresses(organizationId) }),
        invalidateOrganization(queryClient, organizationId),
      ]),
  });
}
