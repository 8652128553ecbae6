import { api } from '@portal/api';
import {
  INDEXATION_STATUSES,
  PAGE_SIZE,
  type Indexation,
  type IndexationListQuery,
  type IndexationStatus,
  type Page,
} from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/** One request of the indexation list (GET /api/indexations): 1-based page, optionally only open or closed ones. */
export interface IndexationListRequest {
  page: number;
  pageSize?: number;
  status?: IndexationStatus;
}

/** `status` when it is one of INDEXATION_STATUSES, else undefined (a hand-edited URL lists every indexation). */
export function readIndexationStatus(status: string | null): IndexationStatus | undefined {
  return (INDEXATION_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as IndexationStatus)
    : undefined;
}

/** The query parameters of a request: 20 per page (PAGE_SIZE, spec §9) unless told otherwise; no status: all. */
export function toIndexationListQuery(request: IndexationListRequest): IndexationListQuery {
  const query: IndexationListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.status) query.status = request.status;
  return query;
}

/**
 * GET /indexations (super admin; issue 17; spec §2 /indexations): one page of the indexations, newest start month
 * first, each with its period ("YYYYMM"), factor ("1.035"), price tier set, status and the customers and prices it
 * was applied to. Rejects with the axios error.
 */
export async function listIndexations(request: IndexationListRequest): Promise<Page<Indexation>> {
  const { data } = await api.get<Page<Indexation>>('/indexations', {
    params: toIndexationListQuery(request),
  });
  return data;
}

/** The query of one page of the list (`['indexations', 'list', query]`), for the DataTable. */
export function indexationsPageQuery(request: IndexationListRequest) {
  return {
    queryKey: queryKeys.indexationList(toIndexationListQuery(request)),
    queryFn: () => listIndexations(request),
  } satisfies PageQuery<Indexation>;
}
