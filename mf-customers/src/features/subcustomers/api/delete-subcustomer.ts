import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateSubcustomerList } from './list-subcustomers';

/** DELETE /organizations/{id}/subcustomers/{subCustomerId}. Rejects with the axios error. */
export async function deleteSubcustomer(organizationId: number, subCustomerId: number): Promise<void> {
  await api.delete(`/organizations/${organizationId}/subcustomers/${subCustomerId}`);
}

/**
 * Deletes a subcustomer; on success the subcustomer list is loaded again and its cached detail is marked stale
 * without reloading it (the screen showing it is about to leave; reloading would answer 404).
 */
export function useDeleteSubcustomerMutation(organizationId: number, subCustomerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSubcustomer(organizationId, subCustomerId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.subcustomer(organizationId, subCustomerId),
          refetchType: 'none',
        }),
        invalidateSubcustomerList(queryClient, organizationId),
      ]),
  });
}
