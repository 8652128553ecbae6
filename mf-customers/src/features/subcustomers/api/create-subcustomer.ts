import { api } from '@portal/api';
import type { Subcustomer, SubcustomerInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateSubcustomerList } from './list-subcustomers';

/**
 * POST /organizations/{id}/subcustomers: creates a subcustomer, with optional first contact persons and addresses,
 * in one call. Resolves with the stored subcustomer; rejects with the axios error (400 with field errors).
 */
export async function createSubcustomer(organizationId: number, input: SubcustomerInput): Promise<Subcustomer> {
  const { data } = await api.post<Subcustomer>(`/organizations/${organizationId}/subcustomers`, input);
  return data;
}

/** Creates a subcustomer; on success it is cached and the subcustomer list is loaded again. */
export function useCreateSubcustomerMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubcustomerInput) => createSubcustomer(organizationId, input),
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.subcustomer(organizationId, created.id), created);
      return invalidateSubcustomerList(queryClient, organizationId);
    },
  });
}
