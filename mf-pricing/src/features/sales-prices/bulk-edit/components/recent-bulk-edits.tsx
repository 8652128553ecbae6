import type { SalesPriceBatch } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { isAdmin, useSessionStore } from '@portal/session';
import { ConfirmAction, EmptyState, ErrorResult, StatusTag, formatDate, useApiError } from '@portal/ui';
import { App, Button, Card, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePricingTranslation } from '../../../../i18n/use-pricing-translation';
import { pricingMessageText, withPricingMessages } from '../../../../shared/prices/pricing-message-text';
import { conflictMessage } from '../../../../shared/api/conflict-message';
import { useSalesPriceBatchesQuery } from '../api/list-sales-price-batches';
import { useUndoSalesPriceBatchMutation } from '../../../../shared/api/undo-sales-price-batch';
import { batchChangeText } from './bulk-percentage';
import { formatYearMonth } from '../../../../shared/prices/sales-price-text';

/** Bulk edits per page of the list. */
export const RECENT_BULK_EDITS_PAGE_SIZE = 5;

/**
 * Props of the list of a customer's recent bulk edits with "Undo", shown under the sales price grid.
 */
export interface RecentBulkEditsProps {
  organizationId: number;
  /** Whether the user may undo (super admin, management); readers see the list without the action. */
  canUndo: boolean;
  /** Called after an undo (the grid refetches). */
  onUndone: () => void;
}

/**
 * The customer's recent bulk edits (issue 16 "the batch is recorded and can be undone as a whole"; GET
 * /sales-price-batches, newest first, RECENT_BULK_EDITS_PAGE_SIZE per page): when and by whom, what changed — a
 * percentage ("+3,5%"), an indexation applied ("Indexation ×1.035", a link to the indexation for the super admin) or
 * an indexation reset ("Indexation reset to 1.000"; issue 17) — the reason, the first month, how many prices it
 * changed, and its status — applied, or "Undone by {name} on {date}". With `canUndo`, a bulk edit that is not
 * undone has "Undo", which asks "Are you sure you want to undo this bulk edit of N prices?" first; the server's
 * refusal (409: already undone, its prices changed afterwards, or the batch of a closed indexation) is shown in the
 * interface language. Empty: "No bulk edits for this customer yet."; a failed load shows the error with "Try again".
 */
export function RecentBulkEdits({ organizationId, canUndo, onUndone }: RecentBulkEditsProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  // The page belongs to the customer: another customer starts at page 1.
  const [paging, setPaging] = useState({ organizationId, page: 1 });
  const page = paging.organizationId === organizationId ? paging.page : 1;
  const batches = useSalesPriceBatchesQuery({
    organizationId,
    page,
    pageSize: RECENT_BULK_EDITS_PAGE_SIZE,
  });
  const undoCall = useUndoSalesPriceBatchMutation();
  const canOpenIndexations = isAdmin(useSessionStore((state) => state.user));
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  async function undo(batch: SalesPriceBatch) {
    try {
      await undoCall.mutateAsync(batch.id);
      void message.success(t('bulkEdit.recent.undone'));
      onUndone();
    } catch (error) {
      const conflict = conflictMessage(error);
      if (conflict === undefined) showApiError(withPricingMessages(error, t));
      else void message.error(pricingMessageText(conflict, t));
    }
  }

  const label = (batch: SalesPriceBatch) => ({
    date: formatDate(batch.createdAt, locale, true),
    change: batchChangeText(batch, locale, t),
  });

  const columns: TableColumnType<SalesPriceBatch>[] = [
    {
      key: 'date',
      title: t('bulkEdit.recent.columns.date'),
      render: (_, batch) => (
        <time dateTime={batch.createdAt} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(batch.createdAt, locale, true)}
        </time>
      ),
    },
    {
      key: 'by',
      title: t('bulkEdit.recent.columns.by'),
      render: (_, batch) => batch.createdByName ?? t('prices.none'),
    },
    {
      key: 'change',
      title: t('bulkEdit.recent.columns.change'),
      render: (_, batch) =>
        // Only the super admin reaches an indexation's screen (SuperAdminOnly sends management to /).
        batch.kind === 'indexation' && batch.indexationId !== null && canOpenIndexations ? (
          <Link to={`/indexations/${batch.indexationId}`}>{batchChangeText(batch, locale, t)}</Link>
        ) : (
          batchChangeText(batch, locale, t)
        ),
    },
    { key: 'reason', title: t('bulkEdit.recent.columns.reason'), dataIndex: 'reason' },
    {
      key: 'startMonth',
      title: t('bulkEdit.recent.columns.startMonth'),
      render: (_, batch) => formatYearMonth(batch.startMonth, locale),
    },
    {
      key: 'count',
      title: t('bulkEdit.recent.columns.count'),
      align: 'right',
      render: (_, batch) => number(batch.count),
    },
    {
      key: 'status',
      title: t('bulkEdit.recent.columns.status'),
      render: (_, batch) =>
        batch.undoneAt === null ? (
          <StatusTag tone="success">{t('bulkEdit.recent.applied')}</StatusTag>
        ) : (
          <StatusTag tone="neutral">
            {batch.undoneByName
              ? t('bulkEdit.recent.undoneBy', {
                  name: batch.undoneByName,
                  date: formatDate(batch.undoneAt, locale),
                })
              : t('bulkEdit.recent.undoneOn', { date: formatDate(batch.undoneAt, locale) })}
          </StatusTag>
        ),
    },
  ];
  if (canUndo) {
    columns.push({
      key: 'actions',
      title: t('bulkEdit.recent.columns.actions'),
      render: (_, batch) =>
        batch.undoneAt === null && (
          <ConfirmAction
            action={t('bulkEdit.recent.undoAction', { count: batch.count, number: number(batch.count) })}
            onConfirm={() => undo(batch)}
          >
            <Button size="small" aria-label={t('bulkEdit.recent.undoLabel', label(batch))}>
              {t('bulkEdit.recent.undo')}
            </Button>
          </ConfirmAction>
        ),
    });
  }

  const failed = batches.isError && !batches.isFetching;
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('bulkEdit.recent.title')}</h2>}>
      {failed ? (
        <ErrorResult error={batches.error} onRetry={() => void batches.refetch()} />
      ) : (
        <section aria-label={t('bulkEdit.recent.title')}>
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
                <EmptyState description={t('bulkEdit.recent.empty')} />
              ),
            }}
            pagination={{
              current: page,
              pageSize: RECENT_BULK_EDITS_PAGE_SIZE,
              total: batches.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (next) => setPaging({ organizationId, page: next }),
            }}
            scroll={{ x: true }}
          />
        </section>
      )}
    </Card>
  );
}
