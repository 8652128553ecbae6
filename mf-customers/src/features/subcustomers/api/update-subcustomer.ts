import { api } from '@portal/api';
import type { Subcustomer, SubcustomerInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateSubcustomerList } from './list-subcustomers';

/**
 * PUT /organizations/{id}/subcustomers/{subCustomerId}: saves name and reference. Resolves with the stored
 * subcustomer; rejects with the axios error (400 with field errors).
 */
export async function updateSubcustomer(
  organizationId: number,
  subCustomerId: number,
  input: SubcustomerInput,
): Promise<Subcustomer> {
  const { data } = await api.put<Subcustomer>(`/organizations/${organizationId}/subcustomers/${subCustomerId}`, input);
  return data;
}

/** Saves a subcustomer; on success the stored one replaces the cached one and the subcustomer list reloads. */
export function useUpdateSubcustomerMutation(organizationId: number, subCustomerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubcustomerInput) => updateSubcustomer(organizationId, subCustomerId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.subcustomer(organizationId, subCustomerId), saved);
      return invalidateSubcustomerList(queryClient, organizationId);
    },
  });
}
