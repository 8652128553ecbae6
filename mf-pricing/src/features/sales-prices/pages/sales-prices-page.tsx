import { Messages, SALES_PRICE_WRITER_ROLES, type SalesPrice, type SalesPriceInput } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { isAdmin, useSessionStore } from '@portal/session';
import { EmptyState, OrganizationPicker, PageHeader, useApiError } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Space } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { queryKeys } from '../../../shared/query-keys';
import { RecentBulkEdits } from '../bulk-edit/components/recent-bulk-edits';
import { useCreateSalesPriceMutation } from '../api/create-sales-price';
import { useDeleteSalesPriceMutation } from '../api/delete-sales-price';
import { useOrganizationQuery } from '../api/get-organization';
import { useUpdateSalesPriceMutation } from '../api/update-sales-price';
import { SalesPriceFilters, readSalesPriceFilters } from '../components/sales-price-filters';
import { SalesPriceFormModal } from '../components/sales-price-form-modal';
import { SalesPriceGrid } from '../components/sales-price-grid';
import { SalesPriceHistoryDrawer } from '../components/sales-price-history-drawer';

/**
 * The sales prices of one customer (/prices; issue 16 "Sales prices", "Bulk edit"; spec §1, §2 "sales prices with
 * bulk edit", §3 Sales price row, §5, §8, §9). Staff only (the route's access): super admin and management write
 * (SALES_PRICE_WRITER_ROLES); support and the account manager read — they see no add, edit, delete, selection, bulk
 * edit or undo (the server refuses them anyway).
 *
 * - A customer picker (server search of the organizations); the customer and every filter live in the URL
 *   (`?organizationId=7&supplierId=3&lineType=data&subcustomerId=none&activeIn=202601&search=gb&sort=-price&page=2`),
 *   so reload and shared links keep them. Choosing another customer drops its subcustomer filter and goes to page 1.
 *   Without a customer: "Choose a customer …" and a link to the price list across customers (/prices/list).
 * - The filters (SalesPriceFilters) and the grid (SalesPriceGrid: 20 per page, sorting, row actions, selection,
 *   bulk edit and, issue 17, "Reset indexation to 1,000" of the customer); under it the customer's recent bulk edits
 *   (percentages, indexations, indexation resets) with Undo for writers (RecentBulkEdits).
 * - "Add price" and a row's "Edit" open the dialog (SalesPriceFormModal; editing an indexed row asks whether to reset
 *   indexation to 1,000); "Delete" asks first; "History" opens the row's history (SalesPriceHistoryDrawer).
 * Messages: "Sales price added.", "Changes saved", "Sales price deleted.". Every write reloads every sales price read
 * (`['sales-prices']`).
 */
export function SalesPricesPage() {
  const { t } = usePricingTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => state.user);
  const canWrite = !!user?.roles.some((role) =>
    (SALES_PRICE_WRITER_ROLES as readonly string[]).includes(role),
  );
  const [params, setParams] = useSearchParams();
  const filters = readSalesPriceFilters(params);
  const organization = useOrganizationQuery(filters?.organizationId);
  const create = useCreateSalesPriceMutation();
  const update = useUpdateSalesPriceMutation();
  const removal = useDeleteSalesPriceMutation();
  const [editing, setEditing] = useState<SalesPrice | 'new' | null>(null);
  // The row whose history is (or was last) shown: kept while the drawer slides closed.
  const [history, setHistory] = useState<{ row?: SalesPrice; open: boolean }>({ open: false });

  function chooseCustomer(id: number | undefined) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id === undefined) next.delete('organizationId');
      else next.set('organizationId', String(id));
      // A subcustomer belongs to one customer; a new list starts at its first page.
      next.delete('subcustomerId');
      next.delete('page');
      return next;
    });
  }

  async function save(input: SalesPriceInput) {
    if (editing === 'new') {
      await create.mutateAsync(input);
      void message.success(t('salesPrices.added'));
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, input });
      void message.success(translateText(Messages.changesSaved));
    }
    setEditing(null);
  }

  // Bumped when rows disappear (a delete, an undo): the grid's ticked rows start afresh, never naming a gone row.
  const [selectionEpoch, setSelectionEpoch] = useState(0);

  async function remove(row: SalesPrice) {
    try {
      await removal.mutateAsync(row.id);
      setSelectionEpoch((epoch) => epoch + 1);
      void message.success(t('salesPrices.deleted'));
    } catch (error) {
      showApiError(error);
    }
  }

  const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() });

  return (
    <>
      <PageHeader
        title={t('routes.prices')}
        extra={
          <Space wrap>
            <Link to="/prices/list">{t('salesPrices.priceListLink')}</Link>
            {canWrite && filters && (
              <Button type="primary" onClick={() => setEditing('new')}>
                {t('salesPrices.add')}
              </Button>
            )}
          </Space>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <OrganizationPicker
            value={filters?.organizationId}
            onChange={chooseCustomer}
            style={{ maxWidth: 480 }}
          />
          {filters === undefined ? (
            <EmptyState
              description={t('salesPrices.chooseCustomer')}
              action={<Link to="/prices/list">{t('salesPrices.priceListAcross')}</Link>}
            />
          ) : (
            <>
              <SalesPriceFilters key={filters.organizationId} filters={filters} />
              <SalesPriceGrid
                filters={filters}
                selectionEpoch={selectionEpoch}
                organizationName={organization.data?.name}
                canWrite={canWrite}
                onAdd={() => setEditing('new')}
                onEdit={setEditing}
                onDelete={remove}
                onHistory={(row) => setHistory({ row, open: true })}
                onBulkApplied={reload}
              />
            </>
          )}
        </Flex>
      </Card>
      {filters && (
        <div style={{ marginTop: 16 }}>
          <RecentBulkEdits
            organizationId={filters.organizationId}
            canUndo={canWrite}
            onUndone={() => {
              setSelectionEpoch((epoch) => epoch + 1);
              reload();
            }}
          />
        </div>
      )}
      {editing && filters && (
        <SalesPriceFormModal
          organizationId={filters.organizationId}
          salesPrice={editing === 'new' ? undefined : editing}
          canPickRatePlan={isAdmin(user)}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <SalesPriceHistoryDrawer
        salesPrice={history.row}
        open={history.open}
        onClose={() => setHistory((previous) => ({ ...previous, open: false }))}
      />
    </>
  );
}
