import type { SalesPriceBatch } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { EmptyState, ErrorResult, StatusTag, formatDate } from '@portal/ui';
import { Card, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { INDEXATION_BATCHES_PAGE_SIZE, useIndexationBatchesQuery } from '../api/list-indexation-batches';

/**
 * What a closed indexation was applied to (issue 17 "a closed indexation is read-only"): its applications, one per
 * customer, newest first — the customer, how many prices, when and by whom, and whether it was undone since. Read
 * only: a closed indexation's batches can no longer be undone.
 */
export function IndexationApplications({ indexationId }: { indexationId: number }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const batches = useIndexationBatchesQuery(indexationId, page);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  const columns: TableColumnType<SalesPriceBatch>[] = [
    {
      key: 'customer',
      title: t('indexations.applications.customer'),
      render: (_, batch) => batch.organizationNames.join(', ') || t('prices.none'),
    },
    {
      key: 'count',
      title: t('indexations.applications.count'),
      align: 'right',
      render: (_, batch) => number(batch.count),
    },
    {
      key: 'applied',
      title: t('indexations.applications.applied'),
      render: (_, batch) =>
        t('indexations.detail.byOn', {
          date: formatDate(batch.createdAt, locale, true),
          name: batch.createdByName ?? t('prices.none'),
        }),
    },
    {
      key: 'status',
      title: t('indexations.applications.status'),
      render: (_, batch) =>
        batch.undoneAt === null ? (
          <StatusTag tone="success">{t('indexations.customers.applied')}</StatusTag>
        ) : (
          <StatusTag tone="neutral">
            {t('indexations.applications.undone', { date: formatDate(batch.undoneAt, locale) })}
          </StatusTag>
        ),
    },
  ];

  const title = t('indexations.applications.title');
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      {batches.isError && !batches.isFetching ? (
        <ErrorResult error={batches.error} onRetry={() => void batches.refetch()} />
      ) : (
        <section aria-label={title}>
          <Table<SalesPriceBatch>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={batches.data?.items ?? []}
            loading={batches.isFetching}
            locale={{
              emptyText: batches.isFetching ? (
                <span />
              ) : (
                <EmptyState description={t('indexations.applications.empty')} />
              ),
            }}
            pagination={{
              current: page,
              pageSize: INDEXATION_BATCHES_PAGE_SIZE,
              total: batches.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
            scroll={{ x: true }}
          />
        </section>
      )}
    </Card>
  );
}
