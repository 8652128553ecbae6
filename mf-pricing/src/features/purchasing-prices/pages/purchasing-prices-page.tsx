import { Messages, type PurchasingPrice, type PurchasingPriceInput } from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import {
  ConfirmAction,
  DataTable,
  PageHeader,
  useApiError,
  type DataTableColumn,
  type DataTableQuery,
} from '@portal/ui';
import { App, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { SuperAdminOnly } from '../../../shared/components/super-admin-only';
import { formatEuroPrice } from '../../../shared/prices/euro-price';
import { useCreatePurchasingPriceMutation } from '../api/create-purchasing-price';
import { useDeletePurchasingPriceMutation } from '../api/delete-purchasing-price';
import { purchasingPricesPageQuery } from '../api/list-purchasing-prices';
import { useUpdatePurchasingPriceMutation } from '../api/update-purchasing-price';
import { formatBundleSize } from '../components/bundle-size';
import { MarginCell } from '../components/margin-cell';
import { PurchasingPriceFilters, readPurchasingPriceFilters } from '../components/purchasing-price-filters';
import { PurchasingPriceFormModal } from '../components/purchasing-price-form-modal';

/**
 * The purchasing prices (/purchasingprices; issue 16; spec §2 (super admin), §3 Purchasing price, §5, §8, §9): what
 * the provider pays its suppliers, 20 per page from the server. Columns: provider, rate plan, type, bundle size in
 * MB (the locale's thousands separator; "—" for 0 when the type is not data), zone, price (euros in the user's
 * locale, up to four decimals, formatted from the wire's decimal string, never a float) and margin against the sales
 * prices of the rate plan that apply this month (MarginCell: "12.5 %", red when negative, the average sales price
 * and how many; "—" with the reason when there is none). Filters (provider, type, zone), the search in the rate
 * plan, sorting (every column but the actions) and the page live in the URL. "Add purchasing price" and each row's
 * "Edit" open the dialog (PurchasingPriceFormModal); "Delete" asks "Are you sure you want to delete this purchasing
 * price?" first and deletes only on "Yes". Success messages: "Purchasing price added.", "Changes saved",
 * "Purchasing price deleted.". Empty: "No purchasing prices yet." (filtered: "No purchasing prices match these
 * filters."); a failed load shows the error with "Try again" (DataTable). Anyone but the super admin is sent to `/`
 * (SuperAdminOnly).
 */
export function PurchasingPricesPage() {
  return (
    <SuperAdminOnly>
      <PurchasingPrices />
    </SuperAdminOnly>
  );
}

/** The screen itself, for the super admin. */
function PurchasingPrices() {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const [params] = useSearchParams();
  const filters = readPurchasingPriceFilters(params);
  const filtered = Object.values(filters).some((value) => value !== undefined) || !!params.get('search');
  const create = useCreatePurchasingPriceMutation();
  const update = useUpdatePurchasingPriceMutation();
  const removal = useDeletePurchasingPriceMutation();
  const [editing, setEditing] = useState<PurchasingPrice | 'new' | null>(null);

  async function save(input: PurchasingPriceInput) {
    if (editing === 'new') {
      await create.mutateAsync(input);
      void message.success(t('purchasingPrices.added'));
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, input });
      void message.success(translateText(Messages.changesSaved));
    }
    setEditing(null);
  }

  async function remove(purchasingPrice: PurchasingPrice) {
    try {
      await removal.mutateAsync(purchasingPrice.id);
      void message.success(t('purchasingPrices.deleted'));
    } catch (error) {
      showApiError(error);
    }
  }

  const names = (row: PurchasingPrice) => ({ ratePlan: row.ratePlan, provider: row.supplierName });
  const columns: DataTableColumn<PurchasingPrice>[] = [
    // `key` is the server's sort field (the column shows the provider's name).
    {
      key: 'supplier',
      title: t('purchasingPrices.fields.provider'),
      sorter: true,
      render: (_, row) => row.supplierName,
    },
    { key: 'ratePlan', dataIndex: 'ratePlan', title: t('purchasingPrices.fields.ratePlan'), sorter: true },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('purchasingPrices.fields.type'),
      sorter: true,
      render: (_, row) => t(`purchasingPrices.type.${row.type}`),
    },
    {
      key: 'bundleSizeMb',
      dataIndex: 'bundleSizeMb',
      title: t('purchasingPrices.fields.bundleSize'),
      sorter: true,
      align: 'right',
      render: (_, row) => formatBundleSize(row.bundleSizeMb, row.type, locale, t('prices.none')),
    },
    {
      key: 'zone',
      dataIndex: 'zone',
      title: t('purchasingPrices.fields.zone'),
      sorter: true,
      render: (_, row) => t(`purchasingPrices.zone.${row.zone}`),
    },
    {
      key: 'price',
      dataIndex: 'price',
      title: t('purchasingPrices.fields.price'),
      sorter: true,
      align: 'right',
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatEuroPrice(row.price, locale)}</span>,
    },
    {
      // The server's sort field `margin`: prices without a margin last in either direction.
      key: 'margin',
      title: t('purchasingPrices.fields.margin'),
      sorter: true,
      align: 'right',
      render: (_, row) => <MarginCell price={row} />,
    },
    {
      key: 'actions',
      title: t('purchasingPrices.actions.column'),
      render: (_, row) => (
        <Space size={4} wrap>
          <Button
            size="small"
            onClick={() => setEditing(row)}
            aria-label={t('purchasingPrices.actions.editLabel', names(row))}
          >
            {t('purchasingPrices.actions.edit')}
          </Button>
          <ConfirmAction action={t('purchasingPrices.deleteAction')} onConfirm={() => remove(row)}>
            <Button size="small" danger aria-label={t('purchasingPrices.actions.deleteLabel', names(row))}>
              {t('purchasingPrices.actions.delete')}
            </Button>
          </ConfirmAction>
        </Space>
      ),
    },
  ];

  const pageQuery = (query: DataTableQuery) =>
    purchasingPricesPageQuery({
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort,
      search: query.search,
      ...filters,
    });

  return (
    <>
      <PageHeader
        title={t('routes.purchasingPrices')}
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('purchasingPrices.add')}
          </Button>
        }
      />
      <Card>
        <DataTable<PurchasingPrice>
          ariaLabel={t('routes.purchasingPrices')}
          pageQuery={pageQuery}
          columns={columns}
          search={{ label: t('purchasingPrices.filters.search') }}
          toolbar={<PurchasingPriceFilters filters={filters} />}
          emptyText={filtered ? t('purchasingPrices.emptyFiltered') : t('purchasingPrices.empty')}
        />
      </Card>
      {editing && (
        <PurchasingPriceFormModal
          purchasingPrice={editing === 'new' ? undefined : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
