import { api } from '@portal/api';
import type { OrganizationUser } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/users: the organization's users with roles, 2FA, last sign-in, confirmation and sign-in
 * lock (spec §3 organization user). The server answers 404 for another tenant. Rejects with the axios error.
 */
export async function listOrganizationUsers(organizationId: number): Promise<OrganizationUser[]> {
  const { data } = await api.get<OrganizationUser[]>(`/organizations/${organizationId}/users`);
  return data;
}

/** The users of an organization (cached under `['organizations', id, 'users']`). */
export function useOrganizationUsersQuery(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.organizationUsers(organizationId),
    queryFn: () => listOrganizationUsers(organizationId),
  });
}
