import { DownloadOutlined } from '@ant-design/icons';
import type { SalesPrice } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { EmptyState, ErrorResult, PageHeader } from '@portal/ui';
import { Alert, Breadcrumb, Button, Card, Flex, Table, Typography, type TableColumnType } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { formatEuroPrice } from '../../../shared/prices/euro-price';
import { exportPriceList } from '../api/export-price-list';
import { usePriceListQuery } from '../api/get-price-list';
import { hasPriceListFilter, PriceListFilters, readPriceListFilters } from '../components/price-list-filters';
import { formatIndexation, periodText } from '../../../shared/prices/sales-price-text';
import { useDownload } from '../../../shared/hooks/use-download';

/** Rows per page of the table (the server sends at most its limit, PRICE_LIST_DEFAULT_LIMIT by default). */
const PAGE_SIZE = 50;

/**
 * The sales price list (/prices/list; staff; issue 16 "Price list"; spec §2 "a sales price list", §3 Sales price row,
 * §9 "the price list says not all results are shown when truncated"): the sales prices across customers for the
 * filters in the URL (PriceListFilters: customer, provider, line type, active in a month, search in the invoice
 * line). Columns: customer, subcustomer, provider, invoice line, line type, price, period, indexation factor and
 * effective price (euros in the user's locale, exact). When the server sent fewer rows than match (`truncated`), a
 * warning says "Not all results are shown: {shown} of {total} prices. Narrow the filters or export the full list.";
 * otherwise the number of prices. "Export (xlsx)" downloads the full filtered list (GET /sales-price-list/export with
 * the same filters), spinning while it loads; a failure is shown. A breadcrumb leads back to Prices (/prices).
 * Empty: "No sales prices yet." (filtered: "No prices match these filters."); loading: the table's spinner; a failed
 * load shows the error with "Try again".
 */
export function PriceListPage() {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const filters = readPriceListFilters(params);
  const list = usePriceListQuery(filters);
  const { downloading, download } = useDownload();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const failed = list.isError && !list.isFetching;
  const data = list.data;

  const period = (row: SalesPrice) => periodText(row.startMonth, row.endMonth, locale, t);
  const euros = (price: string) => (
    <span style={{ whiteSpace: 'nowrap' }}>{formatEuroPrice(price, locale)}</span>
  );

  const columns: TableColumnType<SalesPrice>[] = [
    { key: 'customer', title: t('priceList.columns.customer'), dataIndex: 'organizationName' },
    {
      key: 'subcustomer',
      title: t('priceList.columns.subcustomer'),
      render: (_, row) => row.subcustomerName ?? t('prices.wholeCustomer'),
    },
    { key: 'provider', title: t('priceList.columns.provider'), dataIndex: 'supplierName' },
    { key: 'invoiceLine', title: t('priceList.columns.invoiceLine'), dataIndex: 'invoiceLine' },
    {
      key: 'lineType',
      title: t('priceList.columns.lineType'),
      render: (_, row) => t(`prices.lineType.${row.lineType}`),
    },
    {
      key: 'price',
      title: t('priceList.columns.price'),
      align: 'right',
      render: (_, row) => euros(row.price),
    },
    {
      key: 'period',
      title: t('priceList.columns.period'),
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{period(row)}</span>,
    },
    {
      key: 'indexation',
      title: t('priceList.columns.indexation'),
      align: 'right',
      render: (_, row) => formatIndexation(row.indexation, locale),
    },
    {
      key: 'effectivePrice',
      title: t('priceList.columns.effectivePrice'),
      align: 'right',
      render: (_, row) => euros(row.effectivePrice),
    },
  ];

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[{ title: <Link to="/prices">{t('routes.prices')}</Link> }, { title: t('routes.priceList') }]}
      />
      <PageHeader
        title={t('routes.priceList')}
        extra={
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={downloading}
            onClick={() => void download(() => exportPriceList(filters))}
          >
            {t('priceList.export')}
          </Button>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <PriceListFilters filters={filters} />
          {data?.truncated ? (
            <Alert
              type="warning"
              showIcon
              title={t('priceList.truncated', {
                shown: number(data.items.length),
                total: number(data.total),
              })}
            />
          ) : (
            data &&
            data.total > 0 && (
              <Typography.Text role="status">
                {t('priceList.count', { count: data.total, number: number(data.total) })}
              </Typography.Text>
            )
          )}
          {failed ? (
            <ErrorResult error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <section aria-label={t('routes.priceList')}>
              <Table<SalesPrice>
                size="small"
                // New filters start at the first page.
                key={JSON.stringify(filters)}
                rowKey="id"
                columns={columns}
                dataSource={data?.items ?? []}
                loading={list.isFetching}
                locale={{
                  emptyText: list.isFetching ? (
                    <span />
                  ) : (
                    <EmptyState
                      description={
                        hasPriceListFilter(filters) ? t('priceList.emptyFiltered') : t('priceList.empty')
                      }
                    />
                  ),
                }}
                pagination={{
                  pageSize: PAGE_SIZE,
                  showSizeChanger: false,
                  hideOnSinglePage: true,
                  showTotal: (total, [start, end]) =>
                    t('priceList.range', { start: number(start), end: number(end), total: number(total) }),
                }}
              />
            </section>
          )}
        </Flex>
      </Card>
    </>
  );
}
