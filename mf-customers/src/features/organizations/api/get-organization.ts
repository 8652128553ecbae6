import { api } from '@portal/api';
import type { Organization } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** GET /organizations/{id} (staff). A 404 goes to the not-found page (spec §8); other failures reject. */
export async function getOrganization(organizationId: number): Promise<Organization> {
  const { data } = await api.get<Organization>(`/organizations/${organizationId}`);
  return data;
}

/** One organization (cached under `['organizations', id]`); nothing is loaded for an id that is not an integer. */
export function useOrganizationQuery(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.organization(organizationId),
    queryFn: Number.isInteger(organizationId) ? () => getOrganization(organizationId) : skipToken,
  });
}
