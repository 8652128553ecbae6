import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * DELETE /organizations/{id}: deletes an organization for good; the server also removes its users, shipments,
 * addresses and subsystem links (spec §4). Rejects with the axios error.
 */
export async function deleteOrganization(organizationId: number): Promise<void> {
  await api.delete(`/organizations/${organizationId}`);
}

/**
 * Deletes an organization; on success the customer lists are loaded again, and everything cached of the
 * organization is marked stale without reloading it (the screen showing it is about to leave; reloading would
 * answer 404).
 */
export function useDeleteOrganizationMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteOrganization(organizationId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.organization(organizationId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.organizationLists() }),
      ]),
  });
}
