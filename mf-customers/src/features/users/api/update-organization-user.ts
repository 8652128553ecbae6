import { api } from '@portal/api';
import type { OrganizationUser, OrganizationUserUpdate } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * PUT /organizations/{id}/users/{userId}: saves a user's name, phone, roles and settings (not the e-mail). Resolves
 * with the saved user; rejects with the axios error (403 when the caller may not grant a role).
 */
export async function updateOrganizationUser(
  organizationId: number,
  userId: number,
  input: OrganizationUserUpdate,
): Promise<OrganizationUser> {
  const { data } = await api.put<OrganizationUser>(`/organizations/${organizationId}/users/${userId}`, input);
  return data;
}

/** Saves a user; on success the organization's users are loaded again. */
export function useUpdateOrganizationUserMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: number; input: OrganizationUserUpdate }) =>
      updateOrganizationUser(organizationId, userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationUsers(organizationId) }),
  });
}
