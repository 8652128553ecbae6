import { api } from '@portal/api';
import type { Organization, OrganizationSettingsInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationSaved } from '../../../shared/query-keys';

/**
 * PATCH /organizations/{id}/settings `{announcementEmailAddress}` (empty clears it): what a customer's authorized
 * to sign or user manager may change of its own organization (issue 11). Resolves with the organization as
 * stored; rejects with the axios error (400 with the field error on `announcementEmailAddress`, 403, 404).
 */
export async function updateOrganizationSettings(
  organizationId: number,
  input: OrganizationSettingsInput,
): Promise<Organization> {
  const { data } = await api.patch<Organization>(`/organizations/${organizationId}/settings`, input);
  return data;
}

/** Saves the settings; on success the stored organization is cached and its company card reloads. */
export function useUpdateOrganizationSettingsMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationSettingsInput) => updateOrganizationSettings(organizationId, input),
    onSuccess: (saved) => organizationSaved(queryClient, saved),
  });
}
