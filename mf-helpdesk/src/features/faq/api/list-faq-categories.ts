import { api } from '@portal/api';
import type { Locale } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /faq/categories?locale=: the categories in use in one language (`undefined`: in every language), sorted. The
 * list's category filter and the form's suggestions. Rejects with the axios error.
 */
export async function listFaqCategories(locale: Locale | undefined): Promise<string[]> {
  const { data } = await api.get<string[]>('/faq/categories', { params: locale ? { locale } : {} });
  return data;
}

/** The FAQ categories of a language (cached under `['faq', 'categories', locale or 'all']`). */
export function useFaqCategoriesQuery(locale: Locale | undefined) {
  return useQuery({
    queryKey: queryKeys.faqCategories(locale),
    queryFn: () => listFaqCategories(locale),
  });
}
