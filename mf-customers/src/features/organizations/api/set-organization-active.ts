import { api } from '@portal/api';
import type { Organization } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationSaved } from '../../../shared/query-keys';

/**
 * Activates (PUT /organizations/{id}/activate) or deactivates (…/deactivate) an organization (spec §4; staff
 * writers). Resolves with the organization as stored; rejects with the axios error.
 */
export async function setOrganizationActive(organizationId: number, active: boolean): Promise<Organization> {
  const { data } = await api.put<Organization>(
    `/organizations/${organizationId}/${active ? 'activate' : 'deactivate'}`,
  );
  return data;
}

/** (De)activates an organization; on success the stored one replaces the cached one and the customer lists reload. */
export function useSetOrganizationActiveMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => setOrganizationActive(organizationId, active),
    onSuccess: (saved) => organizationSaved(queryClient, saved),
  });
}
