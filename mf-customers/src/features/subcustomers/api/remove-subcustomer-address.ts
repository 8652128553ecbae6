import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateSubcustomerList } from './list-subcustomers';

/** DELETE /organizations/{id}/subcustomers/{subCustomerId}/addresses/{addressId}. Rejects with the axios error. */
export async function removeSubcustomerAddress(
  organizationId: number,
  subCustomerId: number,
  addressId: number,
): Promise<void> {
  await api.delete(`/organizations/${organizationId}/subcustomers/${subCustomerId}/addresses/${addressId}`);
}

/** Removes an address; on success the subcustomer and the subcustomer list are loaded again. */
export function useRemoveSubcustomerAddressMutation(organizationId: number, subCustomerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => removeSubcustomerAddress(organizationId, subCustomerId, addressId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subcustomer(organizationId, subCustomerId) }),
        invalidateSubcustomerList(queryClient, organizationId),
      ]),
  });
}
