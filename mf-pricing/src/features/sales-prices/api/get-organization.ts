import { api } from '@portal/api';
import type { Organization } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id} (staff): the customer whose sales prices are shown, for its name (the indexation reset
 * names it). A 404 is passed on (`passNotFound`) rather than leaving the screen for the not-found page: the customer
 * picker says so itself.
 */
export async function getOrganization(organizationId: number): Promise<Organization> {
  const { data } = await api.get<Organization>(`/organizations/${organizationId}`, { passNotFound: true });
  return data;
}

/**
 * One organization (cached under `['organizations', id]`, as @portal/ui's organization picker reads it: the picker's
 * answer serves this one too); none while undefined.
 */
export function useOrganizationQuery(organizationId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.organization(organizationId),
    queryFn: organizationId === undefined ? skipToken : () => getOrganization(organizationId),
  });
}
