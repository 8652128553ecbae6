import { api } from '@portal/api';
import type { RoamingListVersion } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { simManagementKeys } from './sim-management-keys';

/**
 * GET /sim-management/suppliers/{id}/roaming-lists (staff; issue 15): every uploaded version of the supplier's
 * roaming list, newest (the current one) first, each with its uploader, network count and changes against the
 * version before it. Rejects with the axios error.
 */
export async function listRoamingListVersions(supplierId: number): Promise<RoamingListVersion[]> {
  const { data } = await api.get<RoamingListVersion[]>(
    `/sim-management/suppliers/${supplierId}/roaming-lists`,
  );
  return data;
}

/** The versions of a supplier's roaming list (`['sim-management', 'suppliers', id, 'roaming-lists']`); not asked while `enabled` is false (customers). */
export function useRoamingListVersionsQuery(supplierId: number, enabled: boolean) {
  return useQuery({
    queryKey: simManagementKeys.roamingListVersions(supplierId),
    queryFn: enabled ? () => listRoamingListVersions(supplierId) : skipToken,
  });
}
