import { INDEXATION_STATUSES, type Indexation, type IndexationInput } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import {
  ConfirmAction,
  DataTable,
  PageHeader,
  useApiError,
  useListFilter,
  type DataTableColumn,
  type DataTableQuery,
} from '@portal/ui';
import { App, Button, Card, Radio, Space } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { conflictMessage } from '../../../shared/api/conflict-message';
import { SuperAdminOnly } from '../../../shared/components/super-admin-only';
import { pricingMessageText } from '../../../shared/prices/pricing-message-text';
import { formatYearMonth, periodText } from '../../../shared/prices/sales-price-text';
import { useCloseIndexationMutation } from '../api/close-indexation';
import { useCreateIndexationMutation } from '../api/create-indexation';
import { useDeleteIndexationMutation } from '../api/delete-indexation';
import { indexationsPageQuery, readIndexationStatus } from '../api/list-indexations';
import { IndexationFormModal } from '../components/indexation-form-modal';
import { IndexationStatusTag, indexationValueText } from '../components/indexation-text';

/**
 * The indexations (/indexations; issue 17 "Indexations"; spec §2 /indexations (super admin): "indexation list (add,
 * close, show prices)", §3 Indexation, §8 "no indexations to show", §9), 20 per page from the server, newest start
 * month first. Columns: start month, end month ("open" / "doorlopend" without one), value (the factor in the user's
 * locale with the change in percent: "1.035 (+3.5%)" / "1,035 (+3,5%)"), price tier set ("—" without one), status
 * (Open, Closed), the customers it was applied to, and the actions: "Show prices" (a link to /indexations/{id}),
 * "Close" for an open one (after "Are you sure you want to close this indexation and make it read-only?") and
 * "Delete" for one applied to no customer (after "Are you sure you want to delete this indexation?"); a refusal
 * (409) is shown in the interface language. A status filter (All, Open, Closed) and the page live in the URL
 * (`?status=open&page=2`). "Add indexation" opens the dialog (IndexationFormModal). Messages: "Indexation added.",
 * "Indexation closed.", "Indexation deleted.". Empty: "No indexations to show"; a failed load shows the error with
 * "Try again" (DataTable). Anyone but the super admin is sent to `/` (SuperAdminOnly).
 */
export function IndexationsPage() {
  return (
    <SuperAdminOnly>
      <Indexations />
    </SuperAdminOnly>
  );
}

/** The status filter's choices: every indexation, or only open or closed ones. */
const STATUS_CHOICES = ['all', ...INDEXATION_STATUSES] as const;

/** The screen itself, for the super admin. */
function Indexations() {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const [params] = useSearchParams();
  const status = readIndexationStatus(params.get('status'));
  const setFilter = useListFilter();
  const create = useCreateIndexationMutation();
  const closing = useCloseIndexationMutation();
  const removal = useDeleteIndexationMutation();
  const [adding, setAdding] = useState(false);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  async function add(input: IndexationInput) {
    await create.mutateAsync(input);
    void message.success(t('indexations.added'));
    setAdding(false);
  }

  /** Runs a close or a delete; a refusal (409) is said in the interface language, anything else as usual. */
  async function act(call: () => Promise<unknown>, done: string) {
    try {
      await call();
      void message.success(done);
    } catch (error) {
      const refusal = conflictMessage(error);
      if (refusal) void message.error(pricingMessageText(refusal, t));
      else showApiError(error);
    }
  }

  const period = (row: Indexation) => ({ period: periodText(row.startMonth, row.endMonth, locale, t) });
  const columns: DataTableColumn<Indexation>[] = [
    {
      key: 'startMonth',
      title: t('indexations.fields.startMonth'),
      render: (_, row) => formatYearMonth(row.startMonth, locale),
    },
    {
      key: 'endMonth',
      title: t('indexations.fields.endMonth'),
      render: (_, row) => (row.endMonth ? formatYearMonth(row.endMonth, locale) : t('indexations.open')),
    },
    {
      key: 'value',
      title: t('indexations.fields.value'),
      align: 'right',
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{indexationValueText(row.value, locale)}</span>
      ),
    },
    {
      key: 'priceTierSet',
      title: t('indexations.fields.priceTierSet'),
      render: (_, row) => row.priceTierSetName ?? t('prices.none'),
    },
    {
      key: 'status',
      title: t('indexations.fields.status'),
      render: (_, row) => <IndexationStatusTag status={row.status} />,
    },
    {
      key: 'customerCount',
      title: t('indexations.fields.customers'),
      align: 'right',
      render: (_, row) => number(row.customerCount),
    },
    {
      key: 'actions',
      title: t('indexations.actions.column'),
      render: (_, row) => (
        <Space size={4} wrap>
          <Link
            to={`/indexations/${row.id}`}
            aria-label={t('indexations.actions.showPricesLabel', period(row))}
          >
            {t('indexations.actions.showPrices')}
          </Link>
          {row.status === 'open' && (
            <ConfirmAction
              action={t('indexations.closeAction')}
              onConfirm={() => act(() => closing.mutateAsync(row.id), t('indexations.closed'))}
            >
              <Button size="small" aria-label={t('indexations.actions.closeLabel', period(row))}>
                {t('indexations.actions.close')}
              </Button>
            </ConfirmAction>
          )}
          {row.customerCount === 0 && (
            <ConfirmAction
              action={t('indexations.deleteAction')}
              onConfirm={() => act(() => removal.mutateAsync(row.id), t('indexations.deleted'))}
            >
              <Button size="small" danger aria-label={t('indexations.actions.deleteLabel', period(row))}>
                {t('indexations.actions.delete')}
              </Button>
            </ConfirmAction>
          )}
        </Space>
      ),
    },
  ];

  const pageQuery = (query: DataTableQuery) =>
    indexationsPageQuery({ page: query.page, pageSize: query.pageSize, status });

  return (
    <>
      <PageHeader
        title={t('routes.indexations')}
        extra={
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('indexations.add')}
          </Button>
        }
      />
      <Card>
        <DataTable<Indexation>
          ariaLabel={t('routes.indexations')}
          pageQuery={pageQuery}
          columns={columns}
          toolbar={
            <Radio.Group
              aria-label={t('indexations.filters.status')}
              optionType="button"
              value={status ?? 'all'}
              onChange={(event) =>
                setFilter('status', event.target.value === 'all' ? undefined : event.target.value)
              }
              options={STATUS_CHOICES.map((value) => ({
                value,
                label: t(`indexations.filters.${value}`),
              }))}
            />
          }
          emptyText={t('indexations.empty')}
        />
      </Card>
      {adding && <IndexationFormModal onSave={add} onClose={() => setAdding(false)} />}
    </>
  );
}
