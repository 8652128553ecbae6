import { CategoryFilters, readCategoryFilters } from '../../../shared/category-filters';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useFaqCategoriesQuery } from '../api/list-faq-categories';
import type { FaqListRequest } from '../api/list-faq';

/** Reads the FAQ filters from the URL (`?search=apn&category=SIM%20cards&locale=nl`): shared/category-filters.tsx. */
export const readFaqFilters: (...args: Parameters<typeof readCategoryFilters>) => FaqListRequest =
  readCategoryFilters;

/** Props of {@link FaqFilters}. */
export interface FaqFiltersProps {
  /** The filters now in the URL (see {@link readFaqFilters}). */
  filters: FaqListRequest;
  /** Writers choose the language (All, English, Nederlands); readers read their interface language. */
  canChooseLocale: boolean;
}

/**
 * The controls above the FAQ (issue 13): the search box (question and answer, debounced, `?search=`), the category
 * ("All categories" or one of GET /faq/categories of the language shown, `?category=`) and, for writers, the
 * language ("All languages", English, Nederlands; `?locale=`).
 */
export function FaqFilters({ filters, canChooseLocale }: FaqFiltersProps) {
  const { t } = useHelpdeskTranslation();
  const categories = useFaqCategoriesQuery(filters.locale);
  return (
    <CategoryFilters
      filters={filters}
      canChooseLocale={canChooseLocale}
      categories={categories}
      texts={{
        search: t('faq.list.search'),
        searchPlaceholder: t('faq.list.searchPlaceholder'),
        category: t('faq.list.category'),
        allCategories: t('faq.list.allCategories'),
        language: t('faq.list.language'),
        allLanguages: t('faq.list.allLanguages'),
        languageName: (locale) => t(`faq.languages.${locale}`),
      }}
    />
  );
}
