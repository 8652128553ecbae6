import { api } from '@portal/api';
import type { Organization } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id} (staff): the organization a staff member picked, for its name in the summary. A 404 is
 * passed on (`passNotFound`) rather than leaving the flow for the not-found page.
 */
export async function getOrganization(organizationId: number): Promise<Organization> {
  const { data } = await api.get<Organization>(`/organizations/${organizationId}`, { passNotFound: true });
  return data;
}

/** One organization (cached under `['organizations', id]`, as the organization picker reads it); none while undefined. */
export function useOrganizationQuery(organizationId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.organization(organizationId),
    queryFn: organizationId === undefined ? skipToken : () => getOrganization(organizationId),
  });
}
