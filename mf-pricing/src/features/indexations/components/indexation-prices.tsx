import {
  type Indexation,
  type IndexationCustomer,
  type IndexationPreviewRow,
  type SalesPriceBatch,
  isIndexed,
} from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { ConfirmAction, EmptyState, ErrorResult, StatusTag, useApiError } from '@portal/ui';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Input,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnType,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { conflictMessage } from '../../../shared/api/conflict-message';
import { useUndoSalesPriceBatchMutation } from '../../../shared/api/undo-sales-price-batch';
import { queryKeys } from '../../../shared/query-keys';
import { indexationRowColumns } from '../../../shared/prices/indexation-row-columns';
import { pricingMessageText, withPricingMessages } from '../../../shared/prices/pricing-message-text';
import { ResetIndexationButton } from '../../../shared/reset-indexation/components/reset-indexation-button';
import { useIndexationPreviewQuery } from '../api/preview-indexation';
import { ApplyIndexationModal } from './apply-indexation-modal';

/** Rows per page of the rows table (every row of the preview is on the client). */
const ROWS_PAGE_SIZE = 20;

/**
 * The text of a failed preview the server explained: a 409 (IndexationMessages.closed) or a 400's first field error
 * (IndexationMessages.outOfRange on `value`, naming the row), in the interface language; undefined for any other
 * failure (shown as usual, with "Try again").
 */
function previewRefusal(error: unknown, t: TFunction): string | undefined {
  const conflict = conflictMessage(error);
  if (conflict) return pricingMessageText(conflict, t);
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (response?.status !== 400) return undefined;
  const errors = (response.data as { errors?: Array<{ message?: unknown }> } | undefined)?.errors;
  const first = errors?.find((fieldError) => typeof fieldError?.message === 'string')?.message;
  return typeof first === 'string' ? pricingMessageText(first, t) : undefined;
}

/**
 * "Show prices" of an open indexation (issue 17 "Indexations"; spec §2 /indexations "show prices"): what applying it
 * would change, loaded with POST /indexations/{id}/preview as a query (it writes nothing).
 *
 * - Customers: every customer with prices in the period — name, prices to change, status ("Applied" with "Undo",
 *   which asks first and undoes the batch, for all customers applied together; "To apply"; "Excluded"), an
 *   "Include" checkbox per customer still to apply (all included at first), and "Reset indexation to 1,000"
 *   (ResetIndexationButton) for a customer it was applied to or whose rows are indexed already (for the others a
 *   reset would have nothing to do).
 * - Summary: "N customers, M prices to change" over the included customers, and "Apply" (disabled while none is
 *   included), which asks for the reason first (ApplyIndexationModal) and sends the excluded customers and
 *   `expectedCount` = the included customers' rows. After it: "Indexation applied to N customers (M prices).", and
 *   the preview, the indexation and the sales prices load again.
 * - Rows: the included customers' rows (indexationRowColumns), filtered by customer and a search in the invoice line,
 *   sortable by the change in euros and in percent; an excluded customer's rows leave the table and the totals.
 * A failed preview shows the server's reason in the interface language (e.g. "The indexation of row 12 would fall
 * outside 0.500 to 3.000.") with "Try again".
 */
export function IndexationPrices({ indexation }: { indexation: Indexation }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const queryClient = useQueryClient();
  const preview = useIndexationPreviewQuery(indexation.id, indexation.status === 'open');
  const undo = useUndoSalesPriceBatchMutation();
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [customerFilter, setCustomerFilter] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [applying, setApplying] = useState(false);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const customerCount = (count: number) => t('indexations.customerCount', { count, number: number(count) });
  const priceCount = (count: number) => t('indexations.priceCount', { count, number: number(count) });

  if (preview.isError && !preview.isFetching) {
    const refusal = previewRefusal(preview.error, t);
    return refusal ? (
      <Alert
        type="error"
        showIcon
        title={refusal}
        action={<Button onClick={() => void preview.refetch()}>{t('indexations.prices.retry')}</Button>}
      />
    ) : (
      <ErrorResult error={preview.error} onRetry={() => void preview.refetch()} />
    );
  }

  const customers = preview.data?.customers ?? [];
  const rows = preview.data?.rows ?? [];
  const toApply = customers.filter((customer) => customer.batchId === null);
  const included = toApply.filter((customer) => !excluded.has(customer.organizationId));
  const includedIds = new Set(included.map((customer) => customer.organizationId));
  const includedRows = rows.filter((row) => includedIds.has(row.organizationId));
  // A reset to 1,000 has something to do for a customer this indexation was applied to, or one with indexed rows.
  const indexedCustomers = new Set(
    rows.filter((row) => isIndexed(row.oldIndexation)).map((row) => row.organizationId),
  );
  const needle = search.trim().toLowerCase();
  const shownRows = includedRows.filter(
    (row) =>
      (customerFilter === undefined || row.organizationId === customerFilter) &&
      (!needle || row.invoiceLine.toLowerCase().includes(needle)),
  );

  function include(organizationId: number, on: boolean) {
    setExcluded((previous) => {
      const next = new Set(previous);
      if (on) next.delete(organizationId);
      else next.add(organizationId);
      return next;
    });
    if (!on && customerFilter === organizationId) setCustomerFilter(undefined);
  }

  /** The customers applied together with `customer` (one batch). */
  const batchCustomers = (customer: IndexationCustomer) =>
    customers.filter((other) => other.batchId !== null && other.batchId === customer.batchId);

  async function undoBatch(customer: IndexationCustomer) {
    if (customer.batchId === null) return;
    try {
      await undo.mutateAsync(customer.batchId);
      const together = batchCustomers(customer).length;
      void message.success(t('indexations.customers.undone', { count: together, number: number(together) }));
    } catch (error) {
      const conflict = conflictMessage(error);
      if (conflict) void message.error(pricingMessageText(conflict, t));
      else showApiError(withPricingMessages(error, t));
    }
  }

  function applied(batches: SalesPriceBatch[]) {
    void message.success(
      t('indexations.apply.done', {
        customers: customerCount(batches.length),
        prices: priceCount(batches.reduce((sum, batch) => sum + batch.count, 0)),
      }),
    );
    setApplying(false);
    setExcluded(new Set());
  }

  const customerColumns: TableColumnType<IndexationCustomer>[] = [
    { key: 'customer', title: t('indexations.customers.customer'), dataIndex: 'organizationName' },
    {
      key: 'rowCount',
      title: t('indexations.customers.rowCount'),
      align: 'right',
      render: (_, customer) => (customer.batchId === null ? number(customer.rowCount) : t('prices.none')),
    },
    {
      key: 'status',
      title: t('indexations.customers.status'),
      render: (_, customer) =>
        customer.batchId !== null ? (
          <StatusTag tone="success">{t('indexations.customers.applied')}</StatusTag>
        ) : excluded.has(customer.organizationId) ? (
          <StatusTag tone="neutral">{t('indexations.customers.excluded')}</StatusTag>
        ) : (
          <StatusTag tone="info">{t('indexations.customers.toApply')}</StatusTag>
        ),
    },
    {
      key: 'include',
      title: t('indexations.customers.include'),
      render: (_, customer) =>
        customer.batchId === null && (
          <Checkbox
            checked={!excluded.has(customer.organizationId)}
            onChange={(event) => include(customer.organizationId, event.target.checked)}
            aria-label={t('indexations.customers.includeLabel', { name: customer.organizationName })}
          />
        ),
    },
    {
      key: 'actions',
      title: t('indexations.customers.actions'),
      render: (_, customer) => (
        <Space size={4} wrap>
          {customer.batchId !== null && (
            <ConfirmAction
              action={
                batchCustomers(customer).length > 1
                  ? t('indexations.customers.undoActionTogether', {
                      names: batchCustomers(customer)
                        .map((other) => other.organizationName)
                        .join(', '),
                    })
                  : t('indexations.customers.undoAction', { name: customer.organizationName })
              }
              onConfirm={() => undoBatch(customer)}
            >
              <Button
                size="small"
                aria-label={t('indexations.customers.undoLabel', { name: customer.organizationName })}
              >
                {t('indexations.customers.undo')}
              </Button>
            </ConfirmAction>
          )}
          {(customer.batchId !== null || indexedCustomers.has(customer.organizationId)) && (
            <ResetIndexationButton
              size="small"
              organizationId={customer.organizationId}
              organizationName={customer.organizationName}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('indexations.customers.title')}</h2>}
      >
        <section aria-label={t('indexations.customers.title')}>
          <Table<IndexationCustomer>
            size="small"
            rowKey="organizationId"
            columns={customerColumns}
            dataSource={customers}
            loading={preview.isFetching}
            pagination={false}
            scroll={{ x: true }}
            locale={{
              emptyText: preview.isFetching ? (
                <span />
              ) : (
                <EmptyState description={t('indexations.customers.empty')} />
              ),
            }}
          />
        </section>
        <Flex gap={16} wrap align="center" justify="space-between" style={{ marginTop: 16 }}>
          <Typography.Text strong role="status">
            {preview.data &&
              t('indexations.prices.summary', {
                customers: customerCount(included.length),
                prices: priceCount(includedRows.length),
              })}
          </Typography.Text>
          <Button
            type="primary"
            disabled={included.length === 0 || preview.isFetching}
            onClick={() => setApplying(true)}
          >
            {t('indexations.prices.apply')}
          </Button>
        </Flex>
      </Card>
      <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('indexations.prices.title')}</h2>}>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('indexations.prices.customerFilter')}
            placeholder={t('indexations.prices.allCustomers')}
            value={customerFilter}
            onChange={(value) => setCustomerFilter(value)}
            options={included.map((customer) => ({
              value: customer.organizationId,
              label: customer.organizationName,
            }))}
            style={{ minWidth: 220 }}
            popupMatchSelectWidth={false}
          />
          <Input.Search
            allowClear
            aria-label={t('indexations.prices.search')}
            placeholder={t('indexations.prices.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 320 }}
          />
        </Flex>
        <section aria-label={t('indexations.prices.title')}>
          <Table<IndexationPreviewRow>
            size="small"
            rowKey="id"
            columns={indexationRowColumns(locale, t, { customer: true, sortable: true })}
            dataSource={shownRows}
            loading={preview.isFetching}
            pagination={{ pageSize: ROWS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
            scroll={{ x: true }}
            locale={{
              emptyText: preview.isFetching ? (
                <span />
              ) : (
                <EmptyState description={t('indexations.prices.empty')} />
              ),
            }}
          />
        </section>
      </Card>
      {applying && (
        <ApplyIndexationModal
          indexation={indexation}
          excludedOrganizationIds={toApply
            .filter((customer) => excluded.has(customer.organizationId))
            .map((customer) => customer.organizationId)}
          customerCount={included.length}
          priceCount={includedRows.length}
          onApplied={applied}
          onRefused={() => {
            setApplying(false);
            // Closed meanwhile, or other prices: the indexation and its preview load again.
            void queryClient.invalidateQueries({ queryKey: queryKeys.indexation(indexation.id) });
          }}
          onClose={() => setApplying(false)}
        />
      )}
    </Flex>
  );
}
