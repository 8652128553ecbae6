import { api } from '@portal/api';
import type { Organization } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationSaved } from '../../../shared/query-keys';
import { toOrganizationInput, type OrganizationFormValues } from './organization-input';

/**
 * PUT /organizations/{id}: saves the form values with `skipCustomerNumberCheck: true` (the number may be
 * unchanged, spec §5). Resolves with the stored organization; rejects with the axios error (400 with field errors).
 */
export async function updateOrganization(organizationId: number, values: OrganizationFormValues): Promise<Organization> {
  const { data } = await api.put<Organization>(
    `/organizations/${organizationId}`,
    toOrganizationInput(values, 'update'),
  );
  return data;
}

/** Saves an organization; on success the stored one replaces the cached one and the customer lists reload. */
export function useUpdateOrganizationMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OrganizationFormValues) => updateOrganization(organizationId, values),
    onSuccess: (saved) => organizationSaved(queryClient, saved),
  });
}
