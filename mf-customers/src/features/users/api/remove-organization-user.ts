import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** DELETE /organizations/{id}/users/{userId}. Rejects with the axios error (403 when the caller may not). */
export async function removeOrganizationUser(organizationId: number, userId: number): Promise<void> {
  await api.delete(`/organizations/${organizationId}/users/${userId}`);
}

/** Removes a user; on success the organization's users are loaded again. */
export function useRemoveOrganizationUserMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeOrganizationUser(organizationId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationUsers(organizationId) }),
  });
}
