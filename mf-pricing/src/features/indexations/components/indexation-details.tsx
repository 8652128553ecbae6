import type { Indexation } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { formatDate } from '@portal/ui';
import { Descriptions } from 'antd';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { periodText } from '../../../shared/prices/sales-price-text';
import { IndexationStatusTag, indexationValueText } from './indexation-text';

/**
 * What an indexation is (issue 17; spec §3 Indexation: start date, end date, indexation value, price tiers): its
 * period ("Jan 2027 – open"), value ("1.035 (+3.5%)"), price tier set ("—" without one), status, the customers and
 * prices it was applied to, who added it when and, once closed, who closed it when.
 */
export function IndexationDetails({ indexation }: { indexation: Indexation }) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const byOn = (name: string | null, at: string) =>
    t('indexations.detail.byOn', {
      name: name ?? t('prices.none'),
      date: formatDate(at, locale, true),
    });

  const items = [
    {
      key: 'period',
      label: t('indexations.detail.period'),
      children: periodText(indexation.startMonth, indexation.endMonth, locale, t),
    },
    {
      key: 'value',
      label: t('indexations.fields.value'),
      children: indexationValueText(indexation.value, locale),
    },
    {
      key: 'priceTierSet',
      label: t('indexations.fields.priceTierSet'),
      children: indexation.priceTierSetName ?? t('prices.none'),
    },
    {
      key: 'status',
      label: t('indexations.fields.status'),
      children: <IndexationStatusTag status={indexation.status} />,
    },
    {
      key: 'applied',
      label: t('indexations.detail.applied'),
      children: t('indexations.detail.appliedTo', {
        customers: t('indexations.customerCount', {
          count: indexation.customerCount,
          number: number(indexation.customerCount),
        }),
        prices: t('indexations.priceCount', {
          count: indexation.rowCount,
          number: number(indexation.rowCount),
        }),
      }),
    },
    {
      key: 'created',
      label: t('indexations.detail.created'),
      children: byOn(indexation.createdByName, indexation.createdAt),
    },
  ];
  if (indexation.closedAt) {
    items.push({
      key: 'closed',
      label: t('indexations.detail.closed'),
      children: byOn(indexation.closedByName, indexation.closedAt),
    });
  }

  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />;
}
