import { api } from '@portal/api';
import type { SubsystemLink } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * GET /organizations/{id}/subsystems: one row per subsystem the portal knows, added or not, with the open "More
 * services" request if any (spec §2, §4). Rejects with the axios error.
 */
export async function listSubsystems(organizationId: number): Promise<SubsystemLink[]> {
  const { data } = await api.get<SubsystemLink[]>(`/organizations/${organizationId}/subsystems`);
  return data;
}

/** The subsystem links of an organization (cached under `['organizations', id, 'subsystems']`). */
export function useSubsystemsQuery(organizationId: number) {
  return useQuery({ queryKey: queryKeys.subsystems(organizationId), queryFn: () => listSubsystems(organizationId) });
}
