import type { SalesPrice, SalesPriceHistoryEntry, SalesPriceSnapshot } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { DateText, EmptyState, ErrorResult } from '@portal/ui';
import { Descriptions, Divider, Drawer, Flex, Spin, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { formatEuroPrice } from '../../../shared/prices/euro-price';
import { useSalesPriceHistoryQuery } from '../api/sales-price-history';
import { formatIndexation, periodText } from '../../../shared/prices/sales-price-text';

/** The parts of a row the history compares, each as the grid writes it. */
function snapshotParts(snapshot: SalesPriceSnapshot, locale: string, t: TFunction) {
  return {
    price: formatEuroPrice(snapshot.price, locale),
    period: periodText(snapshot.startMonth, snapshot.endMonth, locale, t),
    indexation: formatIndexation(snapshot.indexation, locale),
    reason: snapshot.reason || t('prices.none'),
  };
}

const COMPARED = ['price', 'period', 'indexation', 'reason'] as const;

/** One change: what happened, by whom and when, and price, period, indexation and reason before → after. */
function HistoryEntry({ entry, first }: { entry: SalesPriceHistoryEntry; first: boolean }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const before = entry.before ? snapshotParts(entry.before, locale, t) : undefined;
  const after = entry.after ? snapshotParts(entry.after, locale, t) : undefined;
  return (
    <li>
      {!first && <Divider />}
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="baseline">
          <Tag>{t(`salesPrices.history.action.${entry.action}`)}</Tag>
          {entry.batchId !== null && (
            <Typography.Text type="secondary">
              {t('salesPrices.history.batch', { id: entry.batchId })}
            </Typography.Text>
          )}
        </Flex>
        <Typography.Text>
          {t('salesPrices.history.by', { name: entry.actorName ?? t('salesPrices.history.system') })}
          {' · '}
          <DateText value={entry.at} withTime />
        </Typography.Text>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={COMPARED.map((part) => {
            const old = before?.[part];
            const now = after?.[part];
            const changed = old !== undefined && now !== undefined && old !== now;
            return {
              key: part,
              label: t(`salesPrices.history.fields.${part}`),
              children: changed ? (
                <span>
                  <Typography.Text delete type="secondary">
                    {old}
                  </Typography.Text>
                  {' → '}
                  <Typography.Text strong>{now}</Typography.Text>
                </span>
              ) : (
                (now ?? old)
              ),
            };
          })}
        />
      </Flex>
    </li>
  );
}

/** Props of {@link SalesPriceHistoryDrawer}. */
export interface SalesPriceHistoryDrawerProps {
  /** The row whose history is shown (kept while the drawer slides closed); undefined before any was opened. */
  salesPrice?: SalesPrice;
  /** Whether the drawer is open. */
  open: boolean;
  onClose: () => void;
}

/**
 * The history of one sales price row (issue 16 "Every price change is audited (who, when, before/after, reason); a
 * row shows its history"), newest first: each change with what happened (added, changed, deleted, the parts of a
 * bulk edit, undone), who did it and when, and price (euros), period (months), indexation and reason — "before →
 * after" where a change altered them. A loading spinner, "No changes recorded yet." and a failed load with
 * "Try again". Closes with its close button or Escape.
 */
export function SalesPriceHistoryDrawer({ salesPrice, open, onClose }: SalesPriceHistoryDrawerProps) {
  const { t } = usePricingTranslation();
  const history = useSalesPriceHistoryQuery(salesPrice?.id, open);
  const entries = history.data ?? [];
  return (
    <Drawer
      open={open && salesPrice !== undefined}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={salesPrice ? t('salesPrices.history.title', { invoiceLine: salesPrice.invoiceLine }) : undefined}
      closable={{ 'aria-label': t('salesPrices.history.close') }}
    >
      {history.isLoading ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label={t('salesPrices.history.loading')} />
        </Flex>
      ) : history.isError ? (
        <ErrorResult error={history.error} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState description={t('salesPrices.history.empty')} />
      ) : (
        <ol
          aria-label={t('salesPrices.history.listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {entries.map((entry, index) => (
            <HistoryEntry key={`${entry.at}-${index}`} entry={entry} first={index === 0} />
          ))}
        </ol>
      )}
    </Drawer>
  );
}
