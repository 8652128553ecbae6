import { PAGE_SIZE, type SalesPrice } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { ConfirmAction, EmptyState, ErrorResult, useListParams } from '@portal/ui';
import { Button, Flex, Space, Table, Typography, type TableColumnType, type TableProps } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { formatEuroPrice } from '../../../shared/prices/euro-price';
import { BulkEditButton } from '../bulk-edit/components/bulk-edit-button';
import { ResetIndexationButton } from '../../../shared/reset-indexation/components/reset-indexation-button';
import {
  knownSalesPriceSort,
  toSalesPriceFilter,
  useSalesPricesQuery,
  type SalesPriceFilterValues,
} from '../api/list-sales-prices';
import { hasSalesPriceFilter } from './sales-price-filters';
import { formatIndexation, formatYearMonth, periodText } from '../../../shared/prices/sales-price-text';

/** The 1-based page of the URL (`?page=2`), 1 when missing or malformed. */
function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Props of {@link SalesPriceGrid}. */
export interface SalesPriceGridProps {
  /** The customer and the filters (from the URL). */
  filters: SalesPriceFilterValues;
  /** Changes when rows were deleted or a bulk edit undone: the ticked rows are dropped. */
  selectionEpoch?: number;
  /** The customer's name (the indexation reset names it); undefined while unknown. */
  organizationName?: string;
  /** Super admin or management: row selection, bulk edit, indexation reset, Edit and Delete. */
  canWrite: boolean;
  /** Opens the add dialog (offered in the empty state to writers). */
  onAdd: () => void;
  onEdit: (row: SalesPrice) => void;
  /** Deletes after the confirmation; the promise keeps the confirmation's spinner while it runs. */
  onDelete: (row: SalesPrice) => Promise<void>;
  onHistory: (row: SalesPrice) => void;
  /** Called after a bulk edit was applied (the page refetches). */
  onBulkApplied: () => void;
}

/**
 * A customer's sales prices (issue 16 "Grid per customer with filters …, sorting, 20 per page"; spec §3 Sales price
 * row, §9): 20 rows per page from the server (GET /sales-prices), sorted by the server on provider, subcustomer,
 * invoice line, line type, price, start and end month (SALES_PRICE_SORT_FIELDS; page and sort live in the URL).
 * Columns: provider, subcustomer ("Whole customer" without one), invoice line, line type, price (euros in the user's
 * locale, up to four decimals), start and end month ("Jan 2026" / "jan 2026"; no end: "open" / "doorlopend"),
 * indexation (1.000 / 1,000), effective price (price × indexation), reason, and the row's actions: History for
 * everyone; Edit and Delete (after "Are you sure you want to delete the price of … for …?") for writers.
 *
 * Writers tick rows (across pages; a new filter or customer starts afresh); the toolbar's bulk edit (BulkEditButton)
 * gets the ticked ids — none ticked: the whole filtered set (`filter`, `filteredTotal`). Next to it, "Reset
 * indexation to 1,000" of the customer (ResetIndexationButton, issue 17; spec §5, §9). A loading spinner while a
 * page loads (the previous page stays), an empty state (filtered: none match), and a failed load with "Try again".
 */
export function SalesPriceGrid({
  filters,
  selectionEpoch = 0,
  organizationName,
  canWrite,
  onAdd,
  onEdit,
  onDelete,
  onHistory,
  onBulkApplied,
}: SalesPriceGridProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const update = useListParams();
  const page = pageOf(params);
  const sort = knownSalesPriceSort(params.get('sort'));
  const prices = useSalesPricesQuery({ ...filters, page, sort });
  const filter = toSalesPriceFilter(filters);

  // The ticked rows belong to one customer and filter: a new one starts with none ticked.
  const selectionOf = JSON.stringify([filter, selectionEpoch]);
  const [selection, setSelection] = useState<{ of: string; ids: number[] }>({ of: selectionOf, ids: [] });
  const selectedIds = selection.of === selectionOf ? selection.ids : [];
  const clearSelection = () => setSelection({ of: selectionOf, ids: [] });

  const failed = prices.isError && !prices.isFetching;
  const total = prices.data?.total ?? 0;
  const period = (row: SalesPrice) => periodText(row.startMonth, row.endMonth, locale, t);
  const names = (row: SalesPrice) => ({ invoiceLine: row.invoiceLine, period: period(row) });
  const sortOrder = (field: string) =>
    sort === field ? ('ascend' as const) : sort === `-${field}` ? ('descend' as const) : null;
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

  // `key` is the server's sort field.
  const plainColumns: TableColumnType<SalesPrice>[] = [
    {
      key: 'supplier',
      title: t('salesPrices.fields.provider'),
      sorter: true,
      render: (_, row) => row.supplierName,
    },
    {
      key: 'subcustomer',
      title: t('salesPrices.fields.subcustomer'),
      sorter: true,
      render: (_, row) =>
        row.subcustomerName ?? (
          <Typography.Text type="secondary">{t('prices.wholeCustomer')}</Typography.Text>
        ),
    },
    {
      key: 'invoiceLine',
      title: t('salesPrices.fields.invoiceLine'),
      sorter: true,
      render: (_, row) => row.invoiceLine,
    },
    {
      key: 'lineType',
      title: t('salesPrices.fields.lineType'),
      sorter: true,
      render: (_, row) => t(`prices.lineType.${row.lineType}`),
    },
    {
      key: 'price',
      title: t('salesPrices.fields.price'),
      sorter: true,
      align: 'right',
      render: (_, row) => nowrap(formatEuroPrice(row.price, locale)),
    },
    {
      key: 'startMonth',
      title: t('salesPrices.fields.startMonth'),
      sorter: true,
      render: (_, row) => nowrap(formatYearMonth(row.startMonth, locale)),
    },
    {
      key: 'endMonth',
      title: t('salesPrices.fields.endMonth'),
      sorter: true,
      render: (_, row) =>
        row.endMonth === null ? t('salesPrices.open') : nowrap(formatYearMonth(row.endMonth, locale)),
    },
    {
      key: 'indexation',
      title: t('salesPrices.fields.indexation'),
      align: 'right',
      render: (_, row) => formatIndexation(row.indexation, locale),
    },
    {
      key: 'effectivePrice',
      title: t('salesPrices.fields.effectivePrice'),
      align: 'right',
      render: (_, row) => nowrap(formatEuroPrice(row.effectivePrice, locale)),
    },
    {
      key: 'reason',
      title: t('salesPrices.fields.reason'),
      render: (_, row) => row.reason || t('prices.none'),
    },
    {
      key: 'actions',
      title: t('salesPrices.actions.column'),
      // Always in view: the grid is wider than most screens and scrolls sideways under it.
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          {canWrite && (
            <Button
              size="small"
              onClick={() => onEdit(row)}
              aria-label={t('salesPrices.actions.editLabel', names(row))}
            >
              {t('salesPrices.actions.edit')}
            </Button>
          )}
          {canWrite && (
            <ConfirmAction action={t('salesPrices.deleteAction', names(row))} onConfirm={() => onDelete(row)}>
              <Button size="small" danger aria-label={t('salesPrices.actions.deleteLabel', names(row))}>
                {t('salesPrices.actions.delete')}
              </Button>
            </ConfirmAction>
          )}
          <Button
            size="small"
            onClick={() => onHistory(row)}
            aria-label={t('salesPrices.actions.historyLabel', names(row))}
          >
            {t('salesPrices.actions.history')}
          </Button>
        </Space>
      ),
    },
  ];
  const columns = plainColumns.map((column) =>
    column.sorter ? { ...column, sortOrder: sortOrder(String(column.key)) } : column,
  );

  const onChange: TableProps<SalesPrice>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const result = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = result?.columnKey === undefined ? undefined : String(result.columnKey);
      const next = field && result?.order ? `${result.order === 'descend' ? '-' : ''}${field}` : undefined;
      update({ sort: next, page: 1 });
    } else if (extra.action === 'paginate') {
      update({ page: pagination.current ?? 1 });
    }
  };

  return (
    <section aria-label={t('salesPrices.grid.label')}>
      {canWrite && (
        <Flex gap={8} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Typography.Text aria-live="polite">
            {selectedIds.length > 0
              ? t('salesPrices.grid.selected', { count: selectedIds.length })
              : t('salesPrices.grid.noneSelected', { count: total })}
          </Typography.Text>
          <Space wrap>
            {selectedIds.length > 0 && (
              <Button onClick={clearSelection}>{t('salesPrices.grid.clearSelection')}</Button>
            )}
            <BulkEditButton
              organizationId={filters.organizationId}
              selectedIds={selectedIds}
              filter={filter}
              // While another filter's rows load, the previous total is not this filter's: no bulk edit of all.
              filteredTotal={prices.isPlaceholderData ? 0 : total}
              onApplied={() => {
                clearSelection();
                onBulkApplied();
              }}
            />
            <ResetIndexationButton
              organizationId={filters.organizationId}
              organizationName={organizationName}
              onApplied={() => {
                clearSelection();
                onBulkApplied();
              }}
            />
          </Space>
        </Flex>
      )}
      {failed ? (
        <ErrorResult error={prices.error} onRetry={() => void prices.refetch()} />
      ) : (
        <Table<SalesPrice>
          size="small"
          columns={columns}
          dataSource={prices.data?.items ?? []}
          rowKey="id"
          loading={prices.isFetching}
          onChange={onChange}
          rowSelection={
            canWrite
              ? {
                  selectedRowKeys: selectedIds,
                  preserveSelectedRowKeys: true,
                  // Plain text instead of "select all": antd copies a column title into its aria-hidden measure
                  // row, and a checkbox there is a focusable element axe refuses (aria-hidden-focus). The toolbar's
                  // "Bulk edit all N" covers the whole filtered set.
                  columnTitle: <span className="visually-hidden">{t('salesPrices.grid.selectColumn')}</span>,
                  onChange: (keys) => setSelection({ of: selectionOf, ids: keys.map(Number) }),
                  getCheckboxProps: (row) => ({
                    'aria-label': t('salesPrices.grid.selectRow', names(row)),
                  }),
                }
              : undefined
          }
          locale={{
            emptyText: prices.isFetching ? (
              <span />
            ) : (
              <EmptyState
                description={
                  hasSalesPriceFilter(filters) ? t('salesPrices.emptyFiltered') : t('salesPrices.empty')
                }
                action={
                  canWrite && !hasSalesPriceFilter(filters) ? (
                    <Button type="primary" onClick={onAdd}>
                      {t('salesPrices.add')}
                    </Button>
                  ) : undefined
                }
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (count, [start, end]) => t('salesPrices.grid.total', { start, end, total: count }),
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </section>
  );
}
