import { api } from '@portal/api';
import type { Locale } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /videos/categories?locale=: the video categories in use in one language (`undefined`: in every language),
 * sorted. The list's category filter and the form's suggestions. Rejects with the axios error.
 */
export async function listVideoCategories(locale: Locale | undefined): Promise<string[]> {
  const { data } = await api.get<string[]>('/videos/categories', { params: locale ? { locale } : {} });
  return data;
}

/** The video categories of a language (cached under `['videos', 'categories', locale or 'all']`). */
export function useVideoCategoriesQuery(locale: Locale | undefined) {
  return useQuery({
    queryKey: queryKeys.videoCategories(locale),
    queryFn: () => listVideoCategories(locale),
  });
}
