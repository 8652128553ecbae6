import { api } from '@portal/api';
import type { AddressInput, Subcustomer } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateSubcustomerList } from './list-subcustomers';

/**
 * Adds (POST …/subcustomers/{subCustomerId}/addresses) or, with `addressId`, saves (PUT …/addresses/{addressId}) an
 * address of a subcustomer (no default flags: spec §3). Resolves with the subcustomer; rejects with the axios error
 * (400 with field errors).
 */
export async function saveSubcustomerAddress(
  organizationId: number,
  subCustomerId: number,
  input: AddressInput,
  addressId?: number,
): Promise<Subcustomer> {
  const base = `/organizations/${organizationId}/subcustomers/${subCustomerId}/addresses`;
  const { data } = addressId
    ? await api.put<Subcustomer>(`${base}/${addressId}`, input)
    : await api.post<Subcustomer>(base, input);
  return data;
}

/** Saves an address; on success the subcustomer answered replaces the cached one and the list reloads. */
export function useSaveSubcustomerAddressMutation(organizationId: number, subCustomerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, addressId }: { input: AddressInput; addressId?: number }) =>
      saveSubcustomerAddress(organizationId, subCustomerId, input, addressId),
    onSuccess: (subcustomer) => {
      queryClient.setQueryData(queryKeys.subcustomer(organizationId, subCustomerId), subcustomer);
      return invalidateSubcustomerList(queryClient, organizationId);
    },
  });
}
