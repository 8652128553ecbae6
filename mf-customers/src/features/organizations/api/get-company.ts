import { api } from '@portal/api';
import type { Company } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/company: the company details of an organization for its own users (the server scopes it
 * to the user's tenant). Rejects with the axios error.
 */
export async function getCompany(organizationId: number): Promise<Company> {
  const { data } = await api.get<Company>(`/organizations/${organizationId}/company`);
  return data;
}

/** The company details (cached under `['organizations', id, 'company']`); nothing is loaded for a non-integer id. */
export function useCompanyQuery(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.company(organizationId),
    queryFn: Number.isInteger(organizationId) ? () => getCompany(organizationId) : skipToken,
  });
}
