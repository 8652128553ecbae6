import { PAGE_SIZE, type Page } from '@portal/domain';
import { i18n } from '@portal/i18n';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { Flex, Input, Switch, Table, type TableColumnType, type TableProps } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from './empty-state';
import { ErrorResult } from './error-result';

/** What a {@link DataTable} asks the server for. `page` is 1-based; `sort` is `field` or `-field`. */
export interface DataTableQuery {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  /** The filter switches that are on (`true`) or off (`false`), by key. */
  filters: Record<string, boolean>;
}

/**
 * The query as flat list parameters, e.g. `{ page, pageSize, search, sort, inactive: true }` (switched-off filters
 * and empty values left out), ready for a list call such as GET /organizations.
 */
export function flattenQuery(query: DataTableQuery): Record<string, string | number | boolean> {
  const flat: Record<string, string | number | boolean> = { page: query.page, pageSize: query.pageSize };
  if (query.search) flat.search = query.search;
  if (query.sort) flat.sort = query.sort;
  for (const [key, on] of Object.entries(query.filters)) if (on) flat[key] = true;
  return flat;
}

/** A filter switch above the table, e.g. `{ key: 'inactive', label: 'Show inactive customers' }`. */
export interface DataTableFilter {
  key: string;
  label: ReactNode;
}

/** A column; give `sorter: true` and a `dataIndex` (or `key`) to let the server sort by it. */
export type DataTableColumn<T> = TableColumnType<T>;

/**
 * How a {@link DataTable} loads one page through the portal's query cache (TanStack Query): the page's cache key
 * and its fetcher. An app's list operation makes it, e.g. `invoicesPageQuery(params)` in
 * `features/invoices/api/list-invoices.ts`; invalidating the key's prefix (e.g. `['invoices', 'list']`) after a
 * write reloads the page shown.
 */
export interface PageQuery<T> {
  /** The cache key of this page; it must contain every parameter of the request. */
  queryKey: QueryKey;
  /** Loads the page; rejects with the API error (shown with a retry button). */
  queryFn: () => Promise<Page<T>>;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /**
   * The query of one page for the table's query (page, search, sort, filters). The table runs it with TanStack
   * Query: cached and de-duplicated, the previous page kept on screen (with a spinner) while the next one loads.
   */
  pageQuery: (query: DataTableQuery) => PageQuery<T>;
  columns: DataTableColumn<T>[];
  /** Row key (default `id`). */
  rowKey?: TableProps<T>['rowKey'];
  /** Shows a search box; its label/placeholder (default "Search"). */
  search?: boolean | { label: string };
  /** Filter switches (spec §2: "Show inactive customers", "Show prospects"). */
  filters?: DataTableFilter[];
  /** Rows per page (default PAGE_SIZE, 20). */
  pageSize?: number;
  /** Text of the empty state, e.g. "No addresses." */
  emptyText?: ReactNode;
  /** Accessible name of the table. */
  ariaLabel?: string;
  /** Prefix of this table's URL parameters, for two tables on one screen (e.g. `users.`). */
  paramPrefix?: string;
  /** Actions shown next to the search box. */
  toolbar?: ReactNode;
  onRow?: TableProps<T>['onRow'];
}

/** Where a list's parameters sit in the URL and which filter switches it has (see {@link readListQuery}). */
export interface ListQueryShape {
  /** Keys of the filter switches (e.g. `['inactive', 'prospect']`). */
  filters?: readonly string[];
  /** Rows per page (default PAGE_SIZE, 20). */
  pageSize?: number;
  /** Prefix of the list's URL parameters (e.g. `users.`). */
  paramPrefix?: string;
}

/**
 * The {@link DataTableQuery} a {@link DataTable} reads from URL search params (`?page=2&search=acme&sort=-name&
 * inactive=true`): a page below 1 or not a number reads as 1, empty search and sort as none, a filter as on only
 * when `true`. Exported so a screen can start its first request before it renders (issue 18, `lazyPage` reads of
 * @portal/remote-kit) with exactly the query — and cache key — the table will use.
 */
export function readListQuery(
  params: URLSearchParams,
  { filters = [], pageSize = PAGE_SIZE, paramPrefix = '' }: ListQueryShape = {},
): DataTableQuery {
  const page = Number.parseInt(params.get(`${paramPrefix}page`) ?? '', 10);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize,
    search: params.get(`${paramPrefix}search`) || undefined,
    sort: params.get(`${paramPrefix}sort`) || undefined,
    filters: Object.fromEntries(filters.map((key) => [key, params.get(`${paramPrefix}${key}`) === 'true'])),
  };
}

function columnField<T>(column: DataTableColumn<T>): string | undefined {
  const index = column.dataIndex;
  if (Array.isArray(index)) return index.join('.');
  if (typeof index === 'string' || typeof index === 'number') return String(index);
  return column.key === undefined ? undefined : String(column.key);
}

/**
 * Writes list parameters into the URL search params of a {@link DataTable} (with `paramPrefix`): empty, false and
 * page 1 are removed, the rest set; pushes a history entry unless `replace`.
 */
export function useListParams(paramPrefix = '') {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | number | boolean | undefined>, options?: { replace?: boolean }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const name = `${paramPrefix}${key}`;
            if (value === undefined || value === '' || value === false || (key === 'page' && value === 1)) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: options?.replace },
      );
    },
    [setParams, paramPrefix],
  );
}

/**
 * Sets a list filter of a screen's own toolbar in the URL (e.g. `organizationId`, `status`; an empty value
 * removes it) and goes back to page 1, as the {@link DataTable}'s own search and switches do.
 */
export function useListFilter(paramPrefix = '') {
  const update = useListParams(paramPrefix);
  return useCallback(
    (name: string, value: string | number | undefined) => update({ [name]: value, page: 1 }),
    [update],
  );
}

/**
 * A server-paginated antd Table (ARCHITECTURE §1 @portal/ui). Page, search, sort and filter switches live in
 * the URL search params (`?page=2&search=acme&sort=-name&inactive=true`), so reload, back and shared links keep
 * them; changing search, sort or a filter goes back to page 1. Pages load through `pageQuery` (TanStack Query;
 * the previous page stays while the next loads, so the table does not flash). Shows a loading state, an
 * EmptyState when there are no rows, and an ErrorResult with retry when loading fails.
 */
export function DataTable<T extends object>({
  pageQuery,
  columns,
  rowKey = 'id' as TableProps<T>['rowKey'],
  search,
  filters = [],
  pageSize = PAGE_SIZE,
  emptyText,
  ariaLabel,
  paramPrefix = '',
  toolbar,
  onRow,
}: DataTableProps<T>) {
  const { t } = useTranslation('common', { i18n });
  const [params] = useSearchParams();
  const query = readListQuery(params, { filters: filters.map((filter) => filter.key), pageSize, paramPrefix });
  const page = useQuery({ ...pageQuery(query), placeholderData: keepPreviousData });
  const loading = page.isFetching;
  // While a retry runs the table shows its spinner, as on the first load.
  const failed = page.isError && !page.isFetching;
  const data = page.data;

  const update = useListParams(paramPrefix);

  const [searchText, setSearchText] = useState(query.search ?? '');
  const [searchInUrl, setSearchInUrl] = useState(query.search);
  if (searchInUrl !== query.search) {
    setSearchInUrl(query.search);
    setSearchText(query.search ?? '');
  }

  const sortedColumns = useMemo(
    () =>
      columns.map((column) => {
        if (!column.sorter) return column;
        const field = columnField(column);
        const sortOrder: 'ascend' | 'descend' | null =
          query.sort === field ? 'ascend' : query.sort === `-${field}` ? 'descend' : null;
        return { ...column, sortOrder };
      }),
    [columns, query.sort],
  );

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const result = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = result?.column ? columnField(result.column as DataTableColumn<T>) : undefined;
      const sort = field && result?.order ? `${result.order === 'descend' ? '-' : ''}${field}` : undefined;
      update({ sort, page: 1 });
    } else if (extra.action === 'paginate') {
      update({ page: pagination.current ?? 1 });
    }
  };

  const searchLabel = typeof search === 'object' ? search.label : t('table.search');

  return (
    <section aria-label={ariaLabel}>
      {(search || filters.length > 0 || toolbar) && (
        <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
          {search && (
            <Input.Search
              aria-label={searchLabel}
              placeholder={searchLabel}
              allowClear
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              onSearch={(value) => update({ search: value.trim(), page: 1 }, { replace: true })}
              style={{ maxWidth: 320 }}
            />
          )}
          {filters.map((filter) => {
            const id = `${paramPrefix}filter-${filter.key}`;
            return (
              <Flex key={filter.key} gap={8} align="center">
                <Switch
                  id={id}
                  checked={query.filters[filter.key]}
                  onChange={(checked) => update({ [filter.key]: checked, page: 1 })}
                />
                <label htmlFor={id}>{filter.label}</label>
              </Flex>
            );
          })}
          {toolbar && <div style={{ marginInlineStart: 'auto' }}>{toolbar}</div>}
        </Flex>
      )}
      {failed ? (
        <ErrorResult error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <Table<T>
          columns={sortedColumns}
          dataSource={data?.items ?? []}
          rowKey={rowKey}
          loading={loading}
          onChange={onChange}
          onRow={onRow}
          locale={{ emptyText: loading ? <span /> : <EmptyState description={emptyText} /> }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: false,
            showTotal: (total, [start, end]) => t('table.total', { start, end, total }),
          }}
          // Columns wrap to the width there is; only a table that cannot wrap narrower scrolls sideways, inside
          // its own box (never the page). `max-content` kept every cell on one line and scrolled at 1024 px.
          scroll={{ x: true }}
        />
      )}
    </section>
  );
}
