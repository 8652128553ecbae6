import { api } from '@portal/api';
import type { OrganizationUser, OrganizationUserInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /organizations/{id}/users: adds a user; the server mails the confirmation link (spec §7). Resolves with the
 * new user; rejects with the axios error (400 with field errors, 403 when the caller may not grant a role).
 */
export async function addOrganizationUser(organizationId: number, input: OrganizationUserInput): Promise<OrganizationUser> {
  const { data } = await api.post<OrganizationUser>(`/organizations/${organizationId}/users`, input);
  return data;
}

/** Adds a user; on success the organization's users are loaded again. */
export function useAddOrganizationUserMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationUserInput) => addOrganizationUser(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizationUsers(organizationId) }),
  });
}
