import type { PurchasingPrice } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { Tooltip, Typography } from 'antd';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { formatEuroPrice } from '../../../shared/prices/euro-price';
import { formatMarginNumber, isNegativeMargin } from './margin';

/**
 * The margin column of /purchasingprices (issue 16 "Purchasing prices … Beyond: a margin column against the
 * matching sales prices"; docs/pricing-api.md "Purchasing prices"): the server's `marginPercent` in the user's
 * locale ("12.5%" / "12,5%"), red (the theme's error colour) when negative, and under it the average sales price in
 * euros and how many sales prices it averages ("avg €0.0721 over 3 sales prices" / "gem. € 0,0721 over 3
 * verkoopprijzen"). Without a margin "—", with a tooltip (on hover and keyboard focus; screen readers read it in
 * place of the dash) saying why: no sales prices of the rate plan apply this month, or they average €0.00.
 */
export function MarginCell({
  price,
}: {
  price: Pick<PurchasingPrice, 'salesPriceCount' | 'averageSalesPrice' | 'marginPercent'>;
}) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const average = price.averageSalesPrice === null ? null : formatEuroPrice(price.averageSalesPrice, locale);

  if (price.marginPercent === null) {
    const reason =
      average === null || price.salesPriceCount === 0
        ? t('purchasingPrices.margin.noSalesPrices')
        : t('purchasingPrices.margin.zeroAverage', { average, count: price.salesPriceCount });
    return (
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        {/* Focusable so that keyboard users see the reason too; screen readers read it instead of the dash. */}
        <span tabIndex={0} data-testid="margin-none">
          <span aria-hidden="true">{t('prices.none')}</span>
          <span className="visually-hidden">{reason}</span>
        </span>
      </Tooltip>
    );
  }

  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Typography.Text
        type={isNegativeMargin(price.marginPercent) ? 'danger' : undefined}
        style={{ whiteSpace: 'nowrap' }}
        data-testid="margin-percent"
      >
        {t('purchasingPrices.margin.percent', { value: formatMarginNumber(price.marginPercent, locale) })}
      </Typography.Text>
      {/* Wraps in a narrow column (the table has eight); the percentage above stays on one line. */}
      <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 140, textAlign: 'right' }}>
        {t('purchasingPrices.margin.detail', { average, count: price.salesPriceCount })}
      </Typography.Text>
    </span>
  );
}
