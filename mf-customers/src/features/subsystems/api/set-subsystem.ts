import { api } from '@portal/api';
import type { SubsystemLink } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganization, queryKeys } from '../../../shared/query-keys';

/**
 * PUT /organizations/{id}/subsystems/{subsystem} `{added}` (staff writers): adds or removes a subsystem (spec §4;
 * users get it on their next sign-in). Resolves with every subsystem row; rejects with the axios error.
 */
export async function setSubsystem(organizationId: number, subsystem: number, added: boolean): Promise<SubsystemLink[]> {
  const { data } = await api.put<SubsystemLink[]>(`/organizations/${organizationId}/subsystems/${subsystem}`, { added });
  return data;
}

/** Adds or removes a subsystem; on success the rows answered replace the cached ones and the organization reloads. */
export function useSetSubsystemMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subsystem, added }: { subsystem: number; added: boolean }) =>
      setSubsystem(organizationId, subsystem, added),
    onSuccess: (links) => {
      queryClient.setQueryData(queryKeys.subsystems(organizationId), links);
      return invalidateOrganization(queryClient, organizationId);
    },
  });
}
