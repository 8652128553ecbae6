import { SearchOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@portal/domain';
import { useListFilter, useListParams } from '@portal/ui';
import { Flex, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useVideoCategoriesQuery } from '../api/list-video-categories';
import type { VideoListRequest } from '../api/list-videos';

/** How long the search box waits after the last keystroke before it searches, in milliseconds. */
export const VIDEO_SEARCH_DELAY_MS = 300;
/** Longest search text the server takes (videoListQuerySchema), in characters. */
const SEARCH_MAX = 100;

/** The language filter of writers: every language, or one. */
type LocaleChoice = Locale | 'all';

/**
 * Reads the video filters from the URL (`?search=sim&category=Getting%20started&locale=nl`), as the FAQ does:
 * readers always get the videos of `interfaceLocale` (the URL's `locale` is ignored); writers (`canChooseLocale`)
 * get the URL's language, or every language when it names none (or an unknown one).
 */
export function readVideoFilters(
  params: URLSearchParams,
  { canChooseLocale, interfaceLocale }: { canChooseLocale: boolean; interfaceLocale: Locale },
): VideoListRequest {
  const chosen = params.get('locale');
  const urlLocale = (LOCALES as readonly string[]).includes(chosen ?? '') ? (chosen as Locale) : undefined;
  return {
    search: params.get('search')?.trim() || undefined,
    category: params.get('category') || undefined,
    locale: canChooseLocale ? urlLocale : interfaceLocale,
  };
}

/**
 * The search box: the URL (`?search=`) follows the text once typing pauses for VIDEO_SEARCH_DELAY_MS (replacing
 * the history entry, so Back does not step through every keystroke); a URL changed from elsewhere (Back) fills it.
 */
function VideoSearchBox({ search }: { search: string }) {
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
      VIDEO_SEARCH_DELAY_MS,
    );
  }

  return (
    <Input
      type="search"
      allowClear
      maxLength={SEARCH_MAX}
      prefix={<SearchOutlined aria-hidden />}
      aria-label={t('videos.list.search')}
      placeholder={t('videos.list.searchPlaceholder')}
      value={text}
      onChange={(event) => change(event.target.value)}
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}

/** Props of {@link VideoFilters}. */
export interface VideoFiltersProps {
  /** The filters now in the URL (see {@link readVideoFilters}). */
  filters: VideoListRequest;
  /** Writers choose the language (All, English, Nederlands); readers watch their interface language. */
  canChooseLocale: boolean;
}

/**
 * The controls above the videos (issue 13 "Videos"): the search box (title and description, debounced,
 * `?search=`), the category ("All categories" or one of GET /videos/categories of the language shown,
 * `?category=`) and, for writers, the language ("All languages", English, Nederlands; `?locale=`).
 */
export function VideoFilters({ filters, canChooseLocale }: VideoFiltersProps) {
  const { t } = useHelpdeskTranslation();
  const setFilter = useListFilter();
  const categories = useVideoCategoriesQuery(filters.locale);
  const options = (categories.data ?? []).map((category) => ({ value: category, label: category }));
  // A category from the URL that is not (or no longer) in use still shows as chosen.
  if (filters.category && !categories.data?.includes(filters.category)) {
    options.push({ value: filters.category, label: filters.category });
  }

  return (
    <Flex gap={8} wrap>
      <VideoSearchBox search={filters.search ?? ''} />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('videos.list.category')}
        placeholder={t('videos.list.allCategories')}
        value={filters.category}
        onChange={(value) => setFilter('category', value)}
        loading={categories.isPending}
        options={options}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
      />
      {canChooseLocale && (
        <Select<LocaleChoice>
          aria-label={t('videos.list.language')}
          value={filters.locale ?? 'all'}
          onChange={(value) => setFilter('locale', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('videos.list.allLanguages') },
            ...LOCALES.map((locale) => ({ value: locale, label: t(`videos.languages.${locale}`) })),
          ]}
          style={{ minWidth: 160 }}
          popupMatchSelectWidth={false}
        />
      )}
    </Flex>
  );
}
