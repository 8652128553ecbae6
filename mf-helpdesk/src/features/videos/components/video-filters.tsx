import { CategoryFilters, readCategoryFilters } from '../../../shared/category-filters';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useVideoCategoriesQuery } from '../api/list-video-categories';
import type { VideoListRequest } from '../api/list-videos';

/** Reads the video filters from the URL, as the FAQ does: shared/category-filters.tsx. */
export const readVideoFilters: (...args: Parameters<typeof readCategoryFilters>) => VideoListRequest =
  readCategoryFilters;

/** Props of {@link VideoFilters}. */
export interface VideoFiltersProps {
  /** The filters now in the URL (see {@link readVideoFilters}). */
  filters: VideoListRequest;
  /** Writers choose the language (All, English, Nederlands); readers watch their interface language. */
  canChooseLocale: boolean;
}

/**
 * The controls above the videos (issue 13 "Videos"): the search box (title and description, debounced,
 * `?search=`), the category (`?category=`, from GET /videos/categories of the language shown) and, for writers, the
 * language (`?locale=`).
 */
export function VideoFilters({ filters, canChooseLocale }: VideoFiltersProps) {
  const { t } = useHelpdeskTranslation();
  const categories = useVideoCategoriesQuery(filters.locale);
  return (
    <CategoryFilters
      filters={filters}
      canChooseLocale={canChooseLocale}
      categories={categories}
      texts={{
        search: t('videos.list.search'),
        searchPlaceholder: t('videos.list.searchPlaceholder'),
        category: t('videos.list.category'),
        allCategories: t('videos.list.allCategories'),
        language: t('videos.list.language'),
        allLanguages: t('videos.list.allLanguages'),
        languageName: (locale) => t(`videos.languages.${locale}`),
      }}
    />
  );
}
