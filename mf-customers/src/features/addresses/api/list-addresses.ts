import { api } from '@portal/api';
import type { Address } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/addresses: the organization's addresses with their default flags (spec §3 Address).
 * Rejects with the axios error.
 */
export async function listAddresses(organizationId: number): Promise<Address[]> {
  const { data } = await api.get<Address[]>(`/organizations/${organizationId}/addresses`);
  return data;
}

/** The addresses of an organization (cached under `['organizations', id, 'addresses']`). */
export function useAddressesQuery(organizationId: number) {
  return useQuery({ queryKey: queryKeys.addresses(organizationId), queryFn: () => listAddresses(organizationId) });
}
