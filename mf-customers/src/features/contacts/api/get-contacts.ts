import { api } from '@portal/api';
import type { OrganizationContacts } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/contacts: the organization's contact person (an employee) and announcement e-mail
 * address. Rejects with the axios error.
 */
export async function getContacts(organizationId: number): Promise<OrganizationContacts> {
  const { data } = await api.get<OrganizationContacts>(`/organizations/${organizationId}/contacts`);
  return data;
}

/** The contacts of an organization (cached under `['organizations', id, 'contacts']`). */
export function useContactsQuery(organizationId: number) {
  return useQuery({ queryKey: queryKeys.contacts(organizationId), queryFn: () => getContacts(organizationId) });
}
