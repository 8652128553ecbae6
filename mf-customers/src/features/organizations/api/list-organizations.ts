import { organizationsApi } from '@portal/api';
import { PAGE_SIZE, type OrganizationListItem, type OrganizationListQuery, type Page } from '@portal/domain';

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
 * Fetches one page of the customer list (GET /organizations, 20 per page by default). Empty search and sort are
 * left out; the filters are sent only when switched on (the server's default shows active non-prospects).
 */
export function listOrganizations(request: OrganizationListRequest): Promise<Page<OrganizationListItem>> {
  const query: OrganizationListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.sort) query.sort = request.sort;
  if (request.inactive) query.inactive = true;
  if (request.prospect) query.prospect = true;
  return organizationsApi.list(query);
}

/** Downloads the address export (GET /organizations/ExportAddresses, xlsx). */
export async function exportAddresses(): Promise<void> {
  await organizationsApi.exportAddresses();
}

/** Downloads the user export (GET /organizations/ExportUsers, xlsx). */
export async function exportUsers(): Promise<void> {
  await organizationsApi.exportUsers();
}

