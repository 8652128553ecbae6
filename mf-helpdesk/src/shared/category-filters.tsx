import { SearchOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@portal/domain';
import { useListFilter, useListParams } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** How long the search box waits after the last keystroke before it searches, in milliseconds. */
export const CATEGORY_SEARCH_DELAY_MS = 300;
/** Longest search text the server takes (faqListQuerySchema, videoListQuerySchema), in characters. */
const SEARCH_MAX = 100;

/** The filters of a list grouped by category (FAQ, videos): search text, category, language. */
export interface CategoryListFilters {
  search?: string;
  category?: string;
  locale?: Locale;
}

/** The language filter of writers: every language, or one. */
type LocaleChoice = Locale | 'all';

/**
 * Reads the filters of a category list from the URL (`?search=apn&category=SIM%20cards&locale=nl`). Readers always
 * get the items of `interfaceLocale` (the URL's `locale` is ignored); writers (`canChooseLocale`) get the URL's
 * language, or every language when it names none (or an unknown one).
 */
export function readCategoryFilters(
  params: URLSearchParams,
  { canChooseLocale, interfaceLocale }: { canChooseLocale: boolean; interfaceLocale: Locale },
): CategoryListFilters {
  const chosen = params.get('locale');
  const urlLocale = (LOCALES as readonly string[]).includes(chosen ?? '') ? (chosen as Locale) : undefined;
  return {
    search: params.get('search')?.trim() || undefined,
    category: params.get('category') || undefined,
    locale: canChooseLocale ? urlLocale : interfaceLocale,
  };
}

/** The translated texts of the controls, from the feature's catalog. */
export interface CategoryFilterTexts {
  search: string;
  searchPlaceholder: string;
  category: string;
  allCategories: string;
  language: string;
  allLanguages: string;
  languageName: (locale: Locale) => string;
}

/**
 * The search box: the URL (`?search=`) follows the text once typing pauses for CATEGORY_SEARCH_DELAY_MS (replacing
 * the history entry, so Back does not step through every keystroke); a URL changed from elsewhere (Back) fills it.
 */
function SearchBox({ search, label, placeholder }: { search: string; label: string; placeholder: string }) {
  const setParams = useListParams();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The URL changed from elsewhere: show its search (state adjusted during render, no effect).
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setParams({ search: value.trim() || undefined }, { replace: true }),
      CATEGORY_SEARCH_DELAY_MS,
    );
  }

  return (
    <Input
      type="search"
      allowClear
      maxLength={SEARCH_MAX}
      prefix={<SearchOutlined aria-hidden />}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => change(event.target.value)}
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}

/** Props of {@link CategoryFilters}. */
export interface CategoryFiltersProps {
  /** The filters now in the URL (see {@link readCategoryFilters}). */
  filters: CategoryListFilters;
  /** Writers choose the language (All, English, Nederlands); readers get their interface language. */
  canChooseLocale: boolean;
  /** The categories in use in the language shown (GET /faq/categories, GET /videos/categories). */
  categories: UseQueryResult<string[]>;
  texts: CategoryFilterTexts;
}

/**
 * The controls above a list grouped by category (issue 13: FAQ, videos): the search box (debounced, `?search=`), the
 * category ("All categories" or one in use in the language shown, `?category=`) and, for writers, the language
 * ("All languages", English, Nederlands; `?locale=`).
 */
export function CategoryFilters({ filters, canChooseLocale, categories, texts }: CategoryFiltersProps) {
  const setFilter = useListFilter();
  const options = (categories.data ?? []).map((category) => ({ value: category, label: category }));
  // A category from the URL that is not (or no longer) in use still shows as chosen.
  if (filters.category && !categories.data?.includes(filters.category)) {
    options.push({ value: filters.category, label: filters.category });
  }

  return (
    <Flex gap={8} wrap>
      <SearchBox search={filters.search ?? ''} label={texts.search} placeholder={texts.searchPlaceholder} />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={texts.category}
        placeholder={texts.allCategories}
        value={filters.category}
        onChange={(value) => setFilter('category', value)}
        loading={categories.isPending}
        options={options}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
      />
      {canChooseLocale && (
        <Select<LocaleChoice>
          aria-label={texts.language}
          value={filters.locale ?? 'all'}
          onChange={(value) => setFilter('locale', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: texts.allLanguages },
            ...LOCALES.map((locale) => ({ value: locale, label: texts.languageName(locale) })),
          ]}
          style={{ minWidth: 160 }}
          popupMatchSelectWidth={false}
        />
      )}
    </Flex>
  );
}

/** Items of one category, in the order the server sent them. */
export interface CategoryGroup<T> {
  category: string;
  items: T[];
}

/**
 * Groups items by category, keeping their order (the server sorts by category, then question or title): the
 * categories in the order they first occur, each with its items in order.
 */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups].map(([category, grouped]) => ({ category, items: grouped }));
}
