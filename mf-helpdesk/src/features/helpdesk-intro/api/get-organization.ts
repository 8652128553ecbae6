import { api } from '@portal/api';
import type { Organization } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}: the organization (spec §3 Organization; here for its `slaLevel`). Staff, or users of that
 * organization (the server answers 404 for another). Rejects with the axios error.
 */
export async function getOrganization(organizationId: number): Promise<Organization> {
  const { data } = await api.get<Organization>(`/organizations/${organizationId}`);
  return data;
}

/**
 * An organization (cached under `['organizations', id]`, the key mf-customers uses for the same answer); nothing is
 * loaded without an organization (null).
 */
export function useOrganizationQuery(organizationId: number | null) {
  return useQuery({
    queryKey: queryKeys.organization(organizationId ?? 0),
    queryFn: organizationId === null ? skipToken : () => getOrganization(organizationId),
  });
}
