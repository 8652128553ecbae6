import { api } from '@portal/api';
import type { Organization } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationSaved } from '../../../shared/query-keys';
import { toOrganizationInput, type OrganizationFormValues } from './organization-input';

/**
 * POST /organizations: creates an organization from the form values, without `skipCustomerNumberCheck` (the
 * customer number must be unique, spec §5). Resolves with the stored organization; rejects with the axios error
 * (400 with field errors, spec §8).
 */
export async function createOrganization(values: OrganizationFormValues): Promise<Organization> {
  const { data } = await api.post<Organization>('/organizations', toOrganizationInput(values, 'create'));
  return data;
}

/** Creates an organization; on success it is cached and the customer lists are loaded again. */
export function useCreateOrganizationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: (created) => organizationSaved(queryClient, created),
  });
}
