import { api } from '@portal/api';
import type { FaqItem, FaqList, FaqListQuery, Locale } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mergeSearchResults, SUGGESTION_LIMIT } from './subject-search';

/** The FAQ questions matching a new ticket's subject: the interface language and the subject's search terms. */
export interface MatchingFaqRequest {
  locale: Locale;
  /** From subjectSearchTerms; none: nothing is asked. */
  terms: string[];
}

/**
 * Cache key `['faq', 'matching', request]`, below the FAQ's prefix so FAQ writes refresh it.
 * Belongs in shared/query-keys.ts (as `queryKeys.matchingFaq`); kept here until it moves there.
 */
export const matchingFaqKey = (request: MatchingFaqRequest) => ['faq', 'matching', request] as const;

/**
 * GET /faq?locale=&search=, once per term at the same time (docs/helpdesk-api.md "FAQ"): the items of the interface
 * language whose question or answer contains a term, merged by mergeSearchResults to at most SUGGESTION_LIMIT (3).
 * Rejects with the axios error when any request fails.
 */
export async function listMatchingFaq({ locale, terms }: MatchingFaqRequest): Promise<FaqItem[]> {
  const lists = await Promise.all(
    terms.map(async (search) => {
      const params: FaqListQuery = { locale, search };
      const { data } = await api.get<FaqList>('/faq', { params });
      return data.items;
    }),
  );
  return mergeSearchResults(lists, SUGGESTION_LIMIT);
}

/**
 * The FAQ suggestions of a new ticket (skipped without terms). While the next terms load, the previous answer stays,
 * so the suggestions do not flash while the customer types.
 */
export function useMatchingFaqQuery(request: MatchingFaqRequest) {
  return useQuery({
    queryKey: matchingFaqKey(request),
    queryFn: () => listMatchingFaq(request),
    enabled: request.terms.length > 0,
    placeholderData: keepPreviousData,
  });
}
