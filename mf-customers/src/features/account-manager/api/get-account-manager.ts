import { api } from '@portal/api';
import type { AccountManagerInfo } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/account-manager: the organization's account manager (or none) and the support phone and
 * e-mail (spec §9). Rejects with the axios error.
 */
export async function getAccountManager(organizationId: number): Promise<AccountManagerInfo> {
  const { data } = await api.get<AccountManagerInfo>(`/organizations/${organizationId}/account-manager`);
  return data;
}

/** The account manager of an organization (cached); nothing is loaded without an organization (staff). */
export function useAccountManagerQuery(organizationId: number | null) {
  return useQuery({
    queryKey: queryKeys.accountManager(organizationId),
    queryFn: organizationId === null ? skipToken : () => getAccountManager(organizationId),
  });
}
