import { changePercent, yearMonthIso, type Indexation, type IndexationStatus } from '@portal/domain';
import { StatusTag } from '@portal/ui';
import type { TFunction } from 'i18next';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { formatSignedPercentage } from '../../../shared/prices/percentage';
import { formatIndexation } from '../../../shared/prices/sales-price-text';

/**
 * An indexation's factor in `locale` with three decimals and the change it makes in percent: "1.035" → "1.035
 * (+3.5%)" (en) / "1,035 (+3,5%)" (nl); "0.980" → "0.980 (-2%)". Exact (from the decimal string).
 */
export function indexationValueText(value: string, locale: string): string {
  return `${formatIndexation(value, locale)} (${formatSignedPercentage(changePercent('1', value), locale)})`;
}

/**
 * The reason an apply writes on the rows unless the user changes it (indexationApplySchema: "the screen fills in
 * 'Indexation 2027-01: 1.035' in the user's language"): "Indexation 2027-01: 1.035" / "Indexatie 2027-01: 1,035".
 * The month as the server's messages write it (yearMonthIso), the factor in `locale`.
 */
export function defaultApplyReason(
  indexation: Pick<Indexation, 'startMonth' | 'value'>,
  locale: string,
  t: TFunction,
): string {
  return t('indexations.apply.defaultReason', {
    month: yearMonthIso(indexation.startMonth),
    value: formatIndexation(indexation.value, locale),
  });
}

/** The tone of each status: an open indexation can still be applied, a closed one is read-only. */
const STATUS_TONES = { open: 'info', closed: 'neutral' } as const;

/** An indexation's status as a tag: "Open" / "Open", "Closed" / "Afgesloten". */
export function IndexationStatusTag({ status }: { status: IndexationStatus }) {
  const { t } = usePricingTranslation();
  return <StatusTag tone={STATUS_TONES[status]}>{t(`indexations.status.${status}`)}</StatusTag>;
}
