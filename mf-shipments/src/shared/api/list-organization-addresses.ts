import { api } from '@portal/api';
import type { Address } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * GET /organizations/{id}/addresses (staff; users of that organization): the organization's addresses (spec §3
 * Address, with the `shippingAddress` flag of its default shipping address), e.g. the delivery addresses of a
 * webshop order (issue 15). Rejects with the axios error. The shipment flow picks its destination from it too.
 */
export async function listOrganizationAddresses(organizationId: number): Promise<Address[]> {
  const { data } = await api.get<Address[]>(`/organizations/${organizationId}/addresses`);
  return data;
}

/** The addresses of an organization (cached under `['organizations', id, 'addresses']`); none without an id. */
export function useOrganizationAddressesQuery(organizationId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.addresses(organizationId ?? 0),
    queryFn: organizationId === undefined ? skipToken : () => listOrganizationAddresses(organizationId),
  });
}
