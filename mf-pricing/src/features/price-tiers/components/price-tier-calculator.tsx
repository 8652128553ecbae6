import { PriceTierMessages, PricingMessages, priceForQuantity, type PriceTierSet } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { Card, Col, Descriptions, Form, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { parseWholeNumberInput } from '../../../shared/numbers/locale-number-input';
import { formatEuroPrice, parsePriceInput } from '../../../shared/prices/euro-price';
import { pricingMessageText } from '../../../shared/prices/pricing-message-text';
import { formatTierRange, formatTierValue } from './tier-text';

/** Ids of the calculator's fields (their labels point at them). */
const IDS = {
  set: 'price-tier-calculator-set',
  quantity: 'price-tier-calculator-quantity',
  basePrice: 'price-tier-calculator-base-price',
};

/** Props of {@link PriceTierCalculator}. */
export interface PriceTierCalculatorProps {
  /** The tier sets to choose from (at least one); the first is chosen at first. */
  sets: PriceTierSet[];
}

/**
 * The calculator of the price tiers screen (issue 16 "a calculator showing the price for a given quantity"): pick a
 * tier set, type a quantity (the locale's thousands separator allowed) and, for a set of kind percentage, the base
 * price in euros ("2,50" in Dutch); it shows at once which tier applies, the unit price and the total in euros in
 * the user's locale, computed by @portal/domain priceForQuantity (exact big.js arithmetic: unit price half up to 4
 * decimals, total to cents; never floats). Says so when no tier holds the quantity. The result is a live region, so
 * screen readers hear it as it changes.
 */
export function PriceTierCalculator({ sets }: PriceTierCalculatorProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const [setId, setSetId] = useState<number>();
  const [quantityText, setQuantityText] = useState('');
  const [basePriceText, setBasePriceText] = useState('');
  const set = sets.find((candidate) => candidate.id === setId) ?? sets[0];
  if (!set) return null;

  const quantity = quantityText.trim()
    ? parseWholeNumberInput(quantityText, locale, { max: Number.MAX_SAFE_INTEGER })
    : undefined;
  const quantityError =
    quantity && (!quantity.ok || quantity.value < 1)
      ? pricingMessageText(PriceTierMessages.quantity, t)
      : undefined;
  const basePrice =
    set.kind === 'percentage' && basePriceText.trim() ? parsePriceInput(basePriceText, locale) : undefined;
  const basePriceError =
    basePrice && !basePrice.ok
      ? pricingMessageText(
          basePrice.reason === 'tooLarge' ? PricingMessages.priceTooLarge : PricingMessages.priceFormat,
          t,
        )
      : undefined;

  const result = () => {
    if (!quantity?.ok || quantityError)
      return <Typography.Text type="secondary">{t('priceTiers.calculator.prompt')}</Typography.Text>;
    if (set.kind === 'percentage' && !basePrice?.ok) {
      return <Typography.Text type="secondary">{t('priceTiers.calculator.basePricePrompt')}</Typography.Text>;
    }
    const count = new Intl.NumberFormat(locale).format(quantity.value);
    const price = priceForQuantity(set, quantity.value, basePrice?.ok ? basePrice.price : undefined);
    if (!price) {
      return <Typography.Text>{t('priceTiers.calculator.noTier', { quantity: count })}</Typography.Text>;
    }
    const tier = set.tiers[price.tierIndex]!;
    return (
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'tier',
            label: t('priceTiers.calculator.tier'),
            children: t('priceTiers.calculator.tierText', {
              number: price.tierIndex + 1,
              range: formatTierRange(tier, locale),
              value: formatTierValue(set.kind, tier.value, locale),
            }),
          },
          {
            key: 'unitPrice',
            label: t('priceTiers.calculator.unitPrice'),
            children: formatEuroPrice(price.unitPrice, locale),
          },
          {
            key: 'total',
            label: t('priceTiers.calculator.total', { quantity: count }),
            children: <Typography.Text strong>{formatEuroPrice(price.total, locale)}</Typography.Text>,
          },
        ]}
      />
    );
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('priceTiers.calculator.title')}</h2>}>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={t('priceTiers.calculator.set')} htmlFor={IDS.set}>
              <Select<number>
                id={IDS.set}
                value={set.id}
                onChange={setSetId}
                options={sets.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              label={t('priceTiers.calculator.quantity')}
              htmlFor={IDS.quantity}
              validateStatus={quantityError ? 'error' : undefined}
              help={quantityError}
            >
              <Input
                id={IDS.quantity}
                inputMode="numeric"
                autoComplete="off"
                value={quantityText}
                onChange={(event) => setQuantityText(event.target.value)}
              />
            </Form.Item>
          </Col>
          {set.kind === 'percentage' && (
            <Col xs={12} md={8}>
              <Form.Item
                label={t('priceTiers.calculator.basePrice')}
                htmlFor={IDS.basePrice}
                validateStatus={basePriceError ? 'error' : undefined}
                help={basePriceError}
              >
                <Input
                  id={IDS.basePrice}
                  prefix="€"
                  inputMode="decimal"
                  autoComplete="off"
                  value={basePriceText}
                  onChange={(event) => setBasePriceText(event.target.value)}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
      <div role="status" aria-live="polite">
        {result()}
      </div>
    </Card>
  );
}
