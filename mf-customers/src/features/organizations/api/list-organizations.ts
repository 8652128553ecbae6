import { api } from '@portal/api';
import { PAGE_SIZE, type OrganizationListItem, type OrganizationListQuery, type Page } from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** Filters of the customer list (spec §2), kept in the URL: `inactive=true`, `prospect=true`. */
export interface OrganizationListFilters {
  /** "Show inactive customers". */
  inactive: boolean;
  /** "Show prospects". */
  prospect: boolean;
}

/** One request of the customer list: 1-based page, search text, sort (`field` or `-field`) and filters. */
export interface OrganizationListRequest extends OrganizationListFilters {
  page: number;
  pageSize?: number;
  search?: string;
  sort?: string;
}

/**
 * The query parameters of a request: 20 per page by default, empty search and sort left out, the filters sent only
 * when switched on (the server's default shows active non-prospects).
 */
export function toOrganizationListQuery(request: OrganizationListRequest): OrganizationListQuery {
  const query: OrganizationListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.sort) query.sort = request.sort;
  if (request.inactive) query.inactive = true;
  if (request.prospect) query.prospect = true;
  return query;
}

/** GET /organizations (staff): one page of the customer list. Rejects with the axios error. */
export async function listOrganizations(request: OrganizationListRequest): Promise<Page<OrganizationListItem>> {
  const { data } = await api.get<Page<OrganizationListItem>>('/organizations', {
    params: toOrganizationListQuery(request),
  });
  return data;
}

/** The query of one page of the customer list, for a DataTable (cached under `['organizations', 'list', query]`). */
export function organizationsPageQuery(request: OrganizationListRequest): PageQuery<OrganizationListItem> {
  return {
    queryKey: queryKeys.organizationList(toOrganizationListQuery(request)),
    queryFn: () => listOrganizations(request),
  };
}

/**
 * One page of the customer list (cached), optionally mapped by `select` (e.g. to select options); `select` should
 * keep its identity between renders.
 */
export function useOrganizationsQuery<T = Page<OrganizationListItem>>(
  request: OrganizationListRequest,
  select?: (page: Page<OrganizationListItem>) => T,
) {
  return useQuery({ ...organizationsPageQuery(request), select });
}
