import { api } from '@portal/api';
import type { OrganizationContacts, OrganizationContactsInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganization, queryKeys } from '../../../shared/query-keys';

/**
 * PUT /organizations/{id}/contacts (staff writers): saves the contact person and announcement e-mail address.
 * Resolves with the saved contacts; rejects with the axios error (400 with field errors, spec §8).
 */
export async function updateContacts(
  organizationId: number,
  input: OrganizationContactsInput,
): Promise<OrganizationContacts> {
  const { data } = await api.put<OrganizationContacts>(`/organizations/${organizationId}/contacts`, input);
  return data;
}

/**
 * Saves the contacts; on success the saved ones replace the cached ones and the organization (its contact person,
 * also in the customer list) is loaded again.
 */
export function useUpdateContactsMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationContactsInput) => updateContacts(organizationId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.contacts(organizationId), saved);
      return invalidateOrganization(queryClient, organizationId);
    },
  });
}
