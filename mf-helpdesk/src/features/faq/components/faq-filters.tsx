import { SearchOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@portal/domain';
import { useListFilter, useListParams } from '@portal/ui';
import { Flex, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useFaqCategoriesQuery } from '../api/list-faq-categories';
import type { FaqListRequest } from '../api/list-faq';

/** How long the search box waits after the last keystroke before it searches, in milliseconds. */
export const FAQ_SEARCH_DELAY_MS = 300;
/** Longest search text the server takes (faqListQuerySchema), in characters. */
const SEARCH_MAX = 100;

/** The language filter of writers: every language, or one. */
type LocaleChoice = Locale | 'all';

/**
 * Reads the FAQ filters from the URL (`?search=apn&category=SIM%20cards&locale=nl`). Readers always get the items of
 * `interfaceLocale` (the URL's `locale` is ignored); writers (`canChooseLocale`) get the URL's language, or every
 * language when it names none (or an unknown one).
 */
export function readFaqFilters(
  params: URLSearchParams,
  { canChooseLocale, interfaceLocale }: { canChooseLocale: boolean; interfaceLocale: Locale },
): FaqListRequest {
  const chosen = params.get('locale');
  const urlLocale = (LOCALES as readonly string[]).includes(chosen ?? '') ? (chosen as Locale) : undefined;
  return {
    search: params.get('search')?.trim() || undefined,
    category: params.get('category') || undefined,
    locale: canChooseLocale ? urlLocale : interfaceLocale,
  };
}

/**
 * The search box: the URL (`?search=`) follows the text once typing pauses for FAQ_SEARCH_DELAY_MS (replacing the
 * history entry, so Back does not step through every keystroke); a URL changed from elsewhere (Back) fills it.
 */
function FaqSearchBox({ search }: { search: string }) {
  const { t } = useHelpdeskTranslation();
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
      FAQ_SEARCH_DELAY_MS,
    );
  }

  return (
    <Input
      type="search"
      allowClear
      maxLength={SEARCH_MAX}
      prefix={<SearchOutlined aria-hidden />}
      aria-label={t('faq.list.search')}
      placeholder={t('faq.list.searchPlaceholder')}
      value={text}
      onChange={(event) => change(event.target.value)}
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}

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
  const setFilter = useListFilter();
  const categories = useFaqCategoriesQuery(filters.locale);
  const options = (categories.data ?? []).map((category) => ({ value: category, label: category }));
  // A category from the URL that is not (or no longer) in use still shows as chosen.
  if (filters.category && !categories.data?.includes(filters.category)) {
    options.push({ value: filters.category, label: filters.category });
  }

  return (
    <Flex gap={8} wrap>
      <FaqSearchBox search={filters.search ?? ''} />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('faq.list.category')}
        placeholder={t('faq.list.allCategories')}
        value={filters.category}
        onChange={(value) => setFilter('category', value)}
        loading={categories.isPending}
        options={options}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
      />
      {canChooseLocale && (
        <Select<LocaleChoice>
          aria-label={t('faq.list.language')}
          value={filters.locale ?? 'all'}
          onChange={(value) => setFilter('locale', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('faq.list.allLanguages') },
            ...LOCALES.map((locale) => ({ value: locale, label: t(`faq.languages.${locale}`) })),
          ]}
          style={{ minWidth: 160 }}
          popupMatchSelectWidth={false}
        />
      )}
    </Flex>
  );
}
