import type { IndexationPreviewRow } from '@portal/domain';
import { Flex, Typography, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { formatEuroChange, formatEuroPrice } from './euro-price';
import { formatSignedPercentage } from './percentage';
import { formatIndexation, formatYearMonth, periodText } from './sales-price-text';

/** What {@link indexationRowColumns} shows besides the row's own columns. */
export interface IndexationRowColumnOptions {
  /** A customer column first (the rows of an indexation's "show prices" span customers; a reset's do not). */
  customer: boolean;
  /** Lets the user sort by the change in euros and in percent (client-side: every row is on the client). */
  sortable: boolean;
}

/**
 * Orders two wire decimals ("0.4375", "-0.0300") for a column sorter. Number() is exact enough to order them:
 * at most 12 significant digits (numeric(12,4)) map to distinct doubles in the same order. Nothing is computed with
 * the result.
 */
const byDecimal = (a: string, b: string) => Number(a) - Number(b);

/** A wire price in euros, not broken over two lines. */
const euros = (price: string, locale: string) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatEuroPrice(price, locale)}</span>
);

/**
 * The columns of the rows an indexation or an indexation reset changes (issue 17 "Indexations"; spec §3 Sales price
 * row, §9), as the indexation's "show prices" and the reset dialog show them, in `locale` with this remote's `t`:
 * customer (optional), subcustomer ("Whole customer" without one), invoice line with its provider under it, the
 * row's period ("Jan 2026 – open") and, when the changed row ends earlier (`newEndMonth`: the indexation's end),
 * "Indexed up to Dec 2027", the indexation before → after ("1.030 → 1.061"), the old and the new effective price
 * (price × indexation, euros exact), and the change in euros ("+€0.4375") and in percent ("+3.5%"), optionally
 * sortable.
 */
export function indexationRowColumns(
  locale: string,
  t: TFunction,
  { customer, sortable }: IndexationRowColumnOptions,
): TableColumnType<IndexationPreviewRow>[] {
  const columns: TableColumnType<IndexationPreviewRow>[] = [
    {
      key: 'subcustomer',
      title: t('prices.indexationRows.subcustomer'),
      render: (_, row) => row.subcustomerName ?? t('prices.wholeCustomer'),
    },
    {
      key: 'invoiceLine',
      title: t('prices.indexationRows.invoiceLine'),
      render: (_, row) => (
        <Flex vertical>
          <span>{row.invoiceLine}</span>
          <Typography.Text type="secondary">{row.supplierName}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'period',
      title: t('prices.indexationRows.period'),
      render: (_, row) => (
        <Flex vertical>
          <span style={{ whiteSpace: 'nowrap' }}>{periodText(row.startMonth, row.endMonth, locale, t)}</span>
          {row.newEndMonth !== row.endMonth && row.newEndMonth !== null && (
            <Typography.Text type="secondary">
              {t('prices.indexationRows.newEnd', { month: formatYearMonth(row.newEndMonth, locale) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'indexation',
      title: t('prices.indexationRows.indexation'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {t('prices.indexationRows.fromTo', {
            from: formatIndexation(row.oldIndexation, locale),
            to: formatIndexation(row.newIndexation, locale),
          })}
        </span>
      ),
    },
    {
      key: 'oldEffectivePrice',
      title: t('prices.indexationRows.oldEffectivePrice'),
      align: 'right',
      render: (_, row) => euros(row.oldEffectivePrice, locale),
    },
    {
      key: 'newEffectivePrice',
      title: t('prices.indexationRows.newEffectivePrice'),
      align: 'right',
      render: (_, row) => <Typography.Text strong>{euros(row.newEffectivePrice, locale)}</Typography.Text>,
    },
    {
      key: 'change',
      title: t('prices.indexationRows.change'),
      align: 'right',
      sorter: sortable ? (a, b) => byDecimal(a.change, b.change) : undefined,
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatEuroChange(row.change, locale)}</span>
      ),
    },
    {
      key: 'changePercent',
      title: t('prices.indexationRows.changePercent'),
      align: 'right',
      sorter: sortable ? (a, b) => byDecimal(a.changePercent, b.changePercent) : undefined,
      render: (_, row) => formatSignedPercentage(row.changePercent, locale),
    },
  ];
  if (customer) {
    columns.unshift({
      key: 'customer',
      title: t('prices.indexationRows.customer'),
      dataIndex: 'organizationName',
    });
  }
  return columns;
}
