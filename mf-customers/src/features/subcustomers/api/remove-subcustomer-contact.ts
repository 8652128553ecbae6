import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateSubcustomerList } from './list-subcustomers';

/** DELETE /organizations/{id}/subcustomers/{subCustomerId}/contacts/{contactId}. Rejects with the axios error. */
export async function removeSubcustomerContact(
  organizationId: number,
  subCustomerId: number,
  contactId: number,
): Promise<void> {
  await api.delete(`/organizations/${organizationId}/subcustomers/${subCustomerId}/contacts/${contactId}`);
}

/** Removes a contact person; on success the subcustomer and the subcustomer list are loaded again. */
export function useRemoveSubcustomerContactMutation(organizationId: number, subCustomerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => removeSubcustomerContact(organizationId, subCustomerId, contactId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subcustomer(organizationId, subCustomerId) }),
        invalidateSubcustomerList(queryClient, organizationId),
      ]),
  });
}
