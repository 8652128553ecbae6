import { Messages, type PriceTierSet, type PriceTierSetInput } from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import { ConfirmAction, EmptyState, ErrorResult, PageHeader, useApiError } from '@portal/ui';
import { App, Button, Card, Flex, Space, Table, Tooltip, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { conflictMessage } from '../../../shared/api/conflict-message';
import { usePriceTierSetsQuery } from '../../../shared/api/list-price-tier-sets';
import { SuperAdminOnly } from '../../../shared/components/super-admin-only';
import { pricingMessageText } from '../../../shared/prices/pricing-message-text';
import { useCreatePriceTierSetMutation } from '../api/create-price-tier-set';
import { useDeletePriceTierSetMutation } from '../api/delete-price-tier-set';
import { useUpdatePriceTierSetMutation } from '../api/update-price-tier-set';
import { PriceTierCalculator } from '../components/price-tier-calculator';
import { PriceTierSetFormModal } from '../components/price-tier-set-form-modal';
import { formatTierSummary } from '../components/tier-text';

/**
 * The price tiers (/pricetiers; issue 16 "Price tiers"; spec §2 (super admin), §3 Indexation "… price tiers", §5,
 * §8): the named tier sets in a table — name (and description), kind, the tiers in one line ("1–99: € 2,50 ·
 * 100–999: € 2,25 · 1.000+: € 1,95", or percentages), and how many indexations use the set. "Add tier set" and each
 * row's "Edit" open the dialog (PriceTierSetFormModal); "Delete" asks "Are you sure you want to delete this tier
 * set?" first and is disabled, with the reason as its tooltip, while an indexation uses the set; the server's refusal
 * (409) is shown in its own words. Below the table, the calculator (PriceTierCalculator). Success messages: "Tier set
 * added.", "Changes saved", "Tier set deleted.". Empty: "No tier sets yet."; a failed load shows
 * the error with "Try again". Anyone but the super admin is sent to `/` (SuperAdminOnly).
 */
export function PriceTiersPage() {
  return (
    <SuperAdminOnly>
      <PriceTiers />
    </SuperAdminOnly>
  );
}

/** The screen itself, for the super admin. */
function PriceTiers() {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const sets = usePriceTierSetsQuery();
  const create = useCreatePriceTierSetMutation();
  const update = useUpdatePriceTierSetMutation();
  const removal = useDeletePriceTierSetMutation();
  const [editing, setEditing] = useState<PriceTierSet | 'new' | null>(null);

  async function save(input: PriceTierSetInput) {
    if (editing === 'new') {
      await create.mutateAsync(input);
      void message.success(t('priceTiers.added'));
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, input });
      void message.success(translateText(Messages.changesSaved));
    }
    setEditing(null);
  }

  async function remove(set: PriceTierSet) {
    try {
      await removal.mutateAsync(set.id);
      void message.success(t('priceTiers.deleted'));
    } catch (error) {
      const refusal = conflictMessage(error);
      if (refusal) void message.error(pricingMessageText(refusal, t));
      else showApiError(error);
    }
  }

  const columns: TableColumnType<PriceTierSet>[] = [
    {
      key: 'name',
      title: t('priceTiers.columns.name'),
      render: (_, set) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{set.name}</Typography.Text>
          {set.description && <Typography.Text type="secondary">{set.description}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'kind',
      title: t('priceTiers.columns.kind'),
      render: (_, set) => t(`priceTiers.kind.${set.kind}`),
    },
    {
      key: 'tiers',
      title: t('priceTiers.columns.tiers'),
      render: (_, set) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text type="secondary">
            {t('priceTiers.tierCount', { count: set.tiers.length })}
          </Typography.Text>
          <span>{formatTierSummary(set, locale)}</span>
        </Space>
      ),
    },
    {
      key: 'indexations',
      title: t('priceTiers.columns.indexations'),
      render: (_, set) =>
        set.indexationCount > 0
          ? t('priceTiers.usedBy', { count: set.indexationCount })
          : t('priceTiers.notUsed'),
    },
    {
      key: 'actions',
      title: t('priceTiers.actions.column'),
      render: (_, set) => (
        <Space size={4} wrap>
          <Button
            size="small"
            onClick={() => setEditing(set)}
            aria-label={t('priceTiers.actions.editLabel', { name: set.name })}
          >
            {t('priceTiers.actions.edit')}
          </Button>
          {set.indexationCount > 0 ? (
            // A disabled button gets no pointer events: the tooltip sits on a wrapper. The reason is in the row too.
            <Tooltip title={t('priceTiers.inUse')}>
              <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
                <Button
                  size="small"
                  danger
                  disabled
                  style={{ pointerEvents: 'none' }}
                  aria-label={t('priceTiers.actions.deleteLabel', { name: set.name })}
                >
                  {t('priceTiers.actions.delete')}
                </Button>
              </span>
            </Tooltip>
          ) : (
            <ConfirmAction action={t('priceTiers.deleteAction')} onConfirm={() => remove(set)}>
              <Button
                size="small"
                danger
                aria-label={t('priceTiers.actions.deleteLabel', { name: set.name })}
              >
                {t('priceTiers.actions.delete')}
              </Button>
            </ConfirmAction>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.priceTiers')}
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('priceTiers.add')}
          </Button>
        }
      />
      {sets.isError ? (
        <ErrorResult error={sets.error} onRetry={() => void sets.refetch()} />
      ) : (
        <Flex vertical gap={16}>
          <Card>
            <Table<PriceTierSet>
              rowKey="id"
              columns={columns}
              dataSource={sets.data ?? []}
              loading={sets.isPending}
              pagination={false}
              scroll={{ x: true }}
              tableLayout="auto"
              locale={{
                emptyText: sets.isPending ? ' ' : <EmptyState description={t('priceTiers.empty')} />,
              }}
            />
          </Card>
          {sets.data && sets.data.length > 0 && <PriceTierCalculator sets={sets.data} />}
        </Flex>
      )}
      {editing && (
        <PriceTierSetFormModal
          set={editing === 'new' ? undefined : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
