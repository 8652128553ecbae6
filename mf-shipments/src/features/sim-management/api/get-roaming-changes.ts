import { api } from '@portal/api';
import type { RoamingChanges } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { simManagementKeys } from './sim-management-keys';

/**
 * GET /sim-management/suppliers/{id}/roaming-lists/{versionId}/changes (issue 15): the networks added, removed and
 * changed (`{before, after}`) in a version against the version before it; `previousVersionId` is null for the first
 * version. Rejects with the axios error.
 */
export async function getRoamingChanges(supplierId: number, versionId: number): Promise<RoamingChanges> {
  const { data } = await api.get<RoamingChanges>(
    `/sim-management/suppliers/${supplierId}/roaming-lists/${versionId}/changes`,
  );
  return data;
}

/** What changed in a version (`['sim-management', 'suppliers', id, 'roaming-lists', versionId, 'changes']`). */
export function useRoamingChangesQuery(supplierId: number, versionId: number) {
  return useQuery({
    queryKey: simManagementKeys.roamingChanges(supplierId, versionId),
    queryFn: () => getRoamingChanges(supplierId, versionId),
  });
}
