import { api } from '@portal/api';
import type { FaqList, FaqListQuery, Locale } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * One request of the FAQ list (docs/helpdesk-api.md GET /api/faq): the items of one language (`locale`; writers may
 * leave it out for every language), a search text (question and answer) and one category (exact).
 */
export interface FaqListRequest {
  locale?: Locale;
  search?: string;
  category?: string;
}

/** The query parameters of a request: texts trimmed, empty values left out. */
export function toFaqListQuery(request: FaqListRequest): FaqListQuery {
  const query: FaqListQuery = {};
  if (request.locale) query.locale = request.locale;
  const search = request.search?.trim();
  if (search) query.search = search;
  const category = request.category?.trim();
  if (category) query.category = category;
  return query;
}

/**
 * GET /faq: the matching FAQ items sorted by category, then question, at most FAQ_LIST_LIMIT (500) of them;
 * `truncated` says more matched. Rejects with the axios error.
 */
export async function listFaq(request: FaqListRequest): Promise<FaqList> {
  const { data } = await api.get<FaqList>('/faq', { params: toFaqListQuery(request) });
  return data;
}

/**
 * The FAQ list of a request (cached under `['faq', 'list', query]`); while another search or filter loads, the
 * previous answer stays on screen, so typing in the search box does not make the list flash.
 */
export function useFaqListQuery(request: FaqListRequest) {
  const query = toFaqListQuery(request);
  return useQuery({
    queryKey: queryKeys.faqList(query),
    queryFn: () => listFaq(query),
    placeholderData: keepPreviousData,
  });
}
