import { api } from '@portal/api';
import type { OrganizationListItem, OrganizationListQuery, Page } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { organizationKeys } from './organization-keys';

/** How many matches the picker offers. */
const MATCHES = 20;

/** GET /organizations?search=&page=1&pageSize=20 (staff): the first 20 organizations matching `text` (all when empty). */
export async function searchOrganizations(text: string): Promise<Page<OrganizationListItem>> {
  const { data } = await api.get<Page<OrganizationListItem>>('/organizations', { params: searchQuery(text) });
  return data;
}

function searchQuery(text: string): OrganizationListQuery {
  return { search: text || undefined, page: 1, pageSize: MATCHES };
}

/**
 * The query of the organizations matching `text` (cached under `['organizations', 'list', query]`); with `''` it is
 * what an {@link OrganizationPicker} reads when it appears, so a screen can list it among its first reads (issue 18).
 */
export function organizationSearchQuery(text: string) {
  return {
    queryKey: organizationKeys.list(searchQuery(text)),
    queryFn: () => searchOrganizations(text),
  };
}

/** The organizations matching `text` (cached; the previous matches stay while the next load). */
export function useOrganizationSearchQuery(text: string) {
  return useQuery({ ...organizationSearchQuery(text), placeholderData: keepPreviousData });
}
