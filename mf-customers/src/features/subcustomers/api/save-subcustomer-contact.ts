import { api } from '@portal/api';
import type { Subcustomer, SubcustomerContactInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateSubcustomerList } from './list-subcustomers';

/**
 * Adds (POST …/subcustomers/{subCustomerId}/contacts) or, with `contactId`, saves (PUT …/contacts/{contactId}) a
 * contact person of a subcustomer. Resolves with the subcustomer; rejects with the axios error (400 with field
 * errors).
 */
export async function saveSubcustomerContact(
  organizationId: number,
  subCustomerId: number,
  input: SubcustomerContactInput,
  contactId?: number,
): Promise<Subcustomer> {
  const base = `/organizations/${organizationId}/subcustomers/${subCustomerId}/contacts`;
  const { data } = contactId
    ? await api.put<Subcustomer>(`${base}/${contactId}`, input)
    : await api.post<Subcustomer>(base, input);
  return data;
}

/** Saves a contact person; on success the subcustomer answered replaces the cached one and the list reloads. */
export function useSaveSubcustomerContactMutation(organizationId: number, subCustomerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, contactId }: { input: SubcustomerContactInput; contactId?: number }) =>
      saveSubcustomerContact(organizationId, subCustomerId, input, contactId),
    onSuccess: (subcustomer) => {
      queryClient.setQueryData(queryKeys.subcustomer(organizationId, subCustomerId), subcustomer);
      return invalidateSubcustomerList(queryClient, organizationId);
    },
  });
}
