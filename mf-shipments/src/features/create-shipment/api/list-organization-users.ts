import { api } from '@portal/api';
import type { OrganizationUser } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/users (staff; users of that organization): the organization's users by last and first
 * name, to pick a recipient from. Rejects with the axios error.
 */
export async function listOrganizationUsers(organizationId: number): Promise<OrganizationUser[]> {
  const { data } = await api.get<OrganizationUser[]>(`/organizations/${organizationId}/users`);
  return data;
}

/** The users of an organization (cached under `['organizations', id, 'users']`); none without an id. */
export function useOrganizationUsersQuery(organizationId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.organizationUsers(organizationId ?? 0),
    queryFn: organizationId === undefined ? skipToken : () => listOrganizationUsers(organizationId),
  });
}
