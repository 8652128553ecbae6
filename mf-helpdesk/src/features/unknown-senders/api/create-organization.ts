import { api } from '@portal/api';
import type { Organization, OrganizationInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /organizations (super admin, management, support): creates an organization (spec §3, §7), without
 * `skipCustomerNumberCheck` (a new customer number must be unique, spec §5). Resolves with the stored
 * organization; rejects with the axios error (400 with field errors, e.g. `customerNumber` already in use).
 */
export async function createOrganization(input: OrganizationInput): Promise<Organization> {
  const { data } = await api.post<Organization>('/organizations', input);
  return data;
}

/**
 * Creates an organization; on success it is cached under mf-customers' key `['organizations', id]` (so the
 * OrganizationPicker shows it by name at once) and every organization list reloads (the customer list, the
 * picker's searches).
 */
export function useCreateOrganizationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: async (created) => {
      queryClient.setQueryData(queryKeys.organization(created.id), created);
      await queryClient.invalidateQueries({ queryKey: queryKeys.organizationLists() });
    },
  });
}
