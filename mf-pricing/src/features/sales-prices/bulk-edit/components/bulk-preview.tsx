import type { BulkPreview, BulkPreviewRow, SalesPriceBulkInput } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { EmptyState } from '@portal/ui';
import { Alert, Flex, Table, Typography, type TableColumnType } from 'antd';
import { usePricingTranslation } from '../../../../i18n/use-pricing-translation';
import { formatEuroPrice } from '../../../../shared/prices/euro-price';
import { formatBulkPercentage } from './bulk-percentage';
import { formatYearMonth, periodText, previousYearMonth } from '../../../../shared/prices/sales-price-text';

/** Rows per page of the preview table (a bulk edit may change up to BULK_EDIT_MAX_ROWS rows). */
const PREVIEW_PAGE_SIZE = 10;

/** Props of {@link BulkPreviewStep}. */
export interface BulkPreviewStepProps {
  /** The body the preview was asked for: percentage ("3.5"), reason, first month ("YYYYMM"), rounding (2 or 4). */
  request: SalesPriceBulkInput;
  /** The server's preview: the rows that change (prices in euros, four decimals), and how many were skipped. */
  preview: BulkPreview;
  /** True while the preview is asked again (after "the prices changed since the preview"). */
  loading: boolean;
}

/**
 * Step 2 of a bulk edit (issue 16 "preview of old and new price per row with rounding"): what will be applied (the
 * percentage, the first month, the rounding and the reason), a note on the selected prices that ended before the
 * first month and stay as they are (`skipped`), the table of every row that changes — customer, subcustomer, invoice
 * line (and provider), period, old price, new price (euros in the user's locale, exact) and what happens: `split`
 * "Ends {month before}, new price from {first month}" or `replace` "Price changed in place" — and the totals (how
 * many rows change, split and in place). Nothing to change: an empty state.
 */
export function BulkPreviewStep({ request, preview, loading }: BulkPreviewStepProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const month = formatYearMonth(request.startMonth, locale);
  const monthBefore = formatYearMonth(previousYearMonth(request.startMonth), locale);
  const splits = preview.rows.filter((row) => row.action === 'split').length;
  const period = (row: BulkPreviewRow) => periodText(row.startMonth, row.endMonth, locale, t);

  const columns: TableColumnType<BulkPreviewRow>[] = [
    { key: 'customer', title: t('bulkEdit.preview.columns.customer'), dataIndex: 'organizationName' },
    {
      key: 'subcustomer',
      title: t('bulkEdit.preview.columns.subcustomer'),
      render: (_, row) => row.subcustomerName ?? t('prices.none'),
    },
    {
      key: 'invoiceLine',
      title: t('bulkEdit.preview.columns.invoiceLine'),
      render: (_, row) => (
        <Flex vertical>
          <span>{row.invoiceLine}</span>
          <Typography.Text type="secondary">{row.supplierName}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'period', title: t('bulkEdit.preview.columns.period'), render: (_, row) => period(row) },
    {
      key: 'oldPrice',
      title: t('bulkEdit.preview.columns.oldPrice'),
      align: 'right',
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatEuroPrice(row.oldPrice, locale)}</span>
      ),
    },
    {
      key: 'newPrice',
      title: t('bulkEdit.preview.columns.newPrice'),
      align: 'right',
      render: (_, row) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {formatEuroPrice(row.newPrice, locale)}
        </Typography.Text>
      ),
    },
    {
      key: 'action',
      title: t('bulkEdit.preview.columns.action'),
      render: (_, row) =>
        row.action === 'split'
          ? t('bulkEdit.preview.split', { end: monthBefore, start: month })
          : t('bulkEdit.preview.replace'),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Paragraph strong style={{ margin: 0 }}>
          {t('bulkEdit.preview.summary', {
            percentage: formatBulkPercentage(request.percentage, locale),
            month,
            rounding: t(request.decimals === 2 ? 'bulkEdit.preview.rounding2' : 'bulkEdit.preview.rounding4'),
          })}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('bulkEdit.preview.reason', { reason: request.reason })}
        </Typography.Paragraph>
      </div>
      {preview.skipped > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('bulkEdit.preview.skipped', {
            count: preview.skipped,
            number: number(preview.skipped),
            month,
          })}
        />
      )}
      {preview.count === 0 ? (
        <EmptyState description={t('bulkEdit.preview.nothing', { month })} />
      ) : (
        <>
          <section aria-label={t('bulkEdit.preview.tableLabel')}>
            <Table<BulkPreviewRow>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={preview.rows}
              loading={loading}
              pagination={{
                pageSize: PREVIEW_PAGE_SIZE,
                showSizeChanger: false,
                hideOnSinglePage: true,
              }}
              scroll={{ x: true }}
            />
          </section>
          <Typography.Text role="status">
            {t('bulkEdit.preview.totals', {
              count: preview.count,
              number: number(preview.count),
              split: number(splits),
              replace: number(preview.count - splits),
            })}
          </Typography.Text>
        </>
      )}
    </Flex>
  );
}
