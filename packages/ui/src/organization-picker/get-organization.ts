import { api } from '@portal/api';
import type { Organization } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { organizationKeys } from './organization-keys';

/**
 * GET /organizations/{id} (staff). A 404 is passed on to the caller instead of redirecting to /404
 * (`passNotFound`): the picker only wants the name of a preset id.
 */
export async function getOrganization(organizationId: number): Promise<Organization> {
  const { data } = await api.get<Organization>(`/organizations/${organizationId}`, { passNotFound: true });
  return data;
}

/** One organization by id (cached); nothing is loaded while `organizationId` is undefined. */
export function useOrganizationQuery(organizationId: number | undefined) {
  return useQuery({
    queryKey: organizationKeys.detail(organizationId),
    queryFn: organizationId === undefined ? skipToken : () => getOrganization(organizationId),
  });
}
