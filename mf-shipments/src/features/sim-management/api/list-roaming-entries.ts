import { api } from '@portal/api';
import { ROAMING_TECHNOLOGIES, type Page, type RoamingEntry, type RoamingTechnology } from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { simManagementKeys } from './sim-management-keys';

/** Networks shown per page of the roaming list (spec §9: 20). */
export const ROAMING_ENTRIES_PAGE_SIZE = 20;

/**
 * One request of a roaming list's networks: 1-based page, search text (country, operator or MCC-MNC), one
 * technology, and (staff) an older version instead of the current one.
 */
export interface RoamingEntryListRequest {
  page: number;
  pageSize: number;
  search?: string;
  technology?: RoamingTechnology;
  versionId?: number;
}

/** `value` when it is one of ROAMING_TECHNOLOGIES, else undefined (a hand-edited URL lists every technology). */
export function readRoamingTechnology(value: string | null): RoamingTechnology | undefined {
  return (ROAMING_TECHNOLOGIES as readonly string[]).includes(value ?? '')
    ? (value as RoamingTechnology)
    : undefined;
}

/** The query parameters of a request: empty values left out, so the server applies its defaults. */
function toRoamingEntryQuery(request: RoamingEntryListRequest): Record<string, string | number> {
  const query: Record<string, string | number> = { page: request.page, pageSize: request.pageSize };
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.technology) query.technology = request.technology;
  if (request.versionId !== undefined) query.versionId = String(request.versionId);
  return query;
}

/**
 * GET /sim-management/suppliers/{id}/roaming-list/entries?search=&technology=&page=&pageSize=&versionId= (issue 15):
 * one page of the networks of the supplier's current roaming list (or, for staff, of version `versionId`), sorted
 * by country and operator. Rejects with the axios error.
 */
export async function listRoamingEntries(
  supplierId: number,
  request: RoamingEntryListRequest,
): Promise<Page<RoamingEntry>> {
  const { data } = await api.get<Page<RoamingEntry>>(
    `/sim-management/suppliers/${supplierId}/roaming-list/entries`,
    { params: toRoamingEntryQuery(request) },
  );
  return data;
}

/** The query of one page of networks (`['sim-management', 'suppliers', id, 'roaming-list', 'entries', query]`), for the DataTable. */
export function roamingEntriesPageQuery(supplierId: number, request: RoamingEntryListRequest) {
  return {
    queryKey: simManagementKeys.roamingEntries(supplierId, request),
    queryFn: () => listRoamingEntries(supplierId, request),
  } satisfies PageQuery<RoamingEntry>;
}
