import { api } from '@portal/api';
import type { AccountManagerInfo } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/account-manager: the organization's account manager (or none) and the support phone and
 * e-mail of the spec §9 help snippet (`support.phone`, `support.email`). Staff, or users of that organization.
 * Rejects with the axios error.
 */
export async function getAccountManagerInfo(organizationId: number): Promise<AccountManagerInfo> {
  const { data } = await api.get<AccountManagerInfo>(`/organizations/${organizationId}/account-manager`);
  return data;
}

/**
 * The support contact of an organization (cached under `['organizations', id, 'account-manager']`, mf-customers'
 * key for the same answer); nothing is loaded without an organization (null: staff).
 */
export function useSupportContactQuery(organizationId: number | null) {
  return useQuery({
    queryKey: queryKeys.accountManager(organizationId),
    queryFn: organizationId === null ? skipToken : () => getAccountManagerInfo(organizationId),
    select: (info) => info.support,
  });
}
