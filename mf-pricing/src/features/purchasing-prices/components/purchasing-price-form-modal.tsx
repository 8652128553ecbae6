import {
  BUNDLE_SIZE_MAX_MB,
  Messages,
  PRICE_FRACTION_DIGITS,
  PRICE_ZONES,
  PURCHASING_PRICE_TYPES,
  RATE_PLAN_MAX,
  UNBUNDLED_PRICE_TYPES,
  type PriceZone,
  type PurchasingPrice,
  type PurchasingPriceInput,
  type PurchasingPriceType,
} from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import { useFormRules, useModalForm } from '@portal/ui';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { useSuppliersQuery } from '../../../shared/api/list-suppliers';
import { parsePriceInput, priceInputText } from '../../../shared/prices/euro-price';
import { withPricingMessages } from '../../../shared/prices/pricing-message-text';
import { parseBundleSizeInput } from './bundle-size';

/** The dialog's values: ids and choices as picked, bundle size and price as typed (text, in the user's locale). */
interface PurchasingPriceFormValues {
  supplierId?: number;
  ratePlan: string;
  type?: PurchasingPriceType;
  bundleSizeMb: string;
  zone?: PriceZone;
  price: string;
}

/** The form's fields, named as the API's (purchasingPriceInputSchema), so server field errors land on them. */
const FORM_FIELDS = ['supplierId', 'ratePlan', 'type', 'bundleSizeMb', 'zone', 'price'] as const;

/**
 * Whether the dialog asks for a bundle size: for data (a bundle, or 0 for a price per MB) and subscriptions (with or
 * without a bundle); SMS and voice have none (UNBUNDLED_PRICE_TYPES, docs/pricing-api.md) and send 0. Not before a
 * type is chosen.
 */
function hasBundleField(type: PurchasingPriceType | undefined): boolean {
  return type !== undefined && !UNBUNDLED_PRICE_TYPES.includes(type);
}

/** Props of {@link PurchasingPriceFormModal}. */
export interface PurchasingPriceFormModalProps {
  /** The purchasing price to edit (its fields prefill the form); undefined adds one. */
  purchasingPrice?: PurchasingPrice;
  /**
   * Saves the API payload (POST or PUT); rejects with the API error, whose field errors land on their fields (e.g.
   * "A rate plan with this provider, type, bundle size and zone already exists." under Rate plan).
   */
  onSave: (input: PurchasingPriceInput) => Promise<void>;
  /** Closes the dialog (Cancel, Escape). */
  onClose: () => void;
}

/**
 * The add / edit purchasing price dialog (issue 16; spec §3 Purchasing price, §5 form behaviour, §8): provider,
 * rate plan (one line, at most RATE_PLAN_MAX characters), type, bundle size in MB (data and subscriptions; 0 for no
 * bundle, i.e. data per MB; SMS and voice send 0), zone and price. The price is typed as text in the user's locale
 * ("12,50" in Dutch) and sent as the wire's decimal string ("12.50") without passing through a float. Messages are the contract's
 * (@portal/domain pricing) in the interface language; validation on blur and, after a submit, on change; a failed
 * save keeps the dialog open with the server's field errors under their fields (the rate plan clash under Rate
 * plan).
 */
export function PurchasingPriceFormModal({
  purchasingPrice,
  onSave,
  onClose,
}: PurchasingPriceFormModalProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { required, maxLength } = useFormRules();
  const suppliers = useSuppliersQuery();

  const { modalProps, formProps } = useModalForm<PurchasingPriceFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      const price = parsePriceInput(values.price, locale);
      const bundle = hasBundleField(values.type)
        ? parseBundleSizeInput(values.bundleSizeMb, locale)
        : undefined;
      // The rules below passed, so both parse; were it otherwise, the form's general message says so.
      if (!price.ok || (bundle && !bundle.ok)) throw new Error(translateText(Messages.formIncomplete));
      try {
        await onSave({
          supplierId: values.supplierId!,
          ratePlan: values.ratePlan.trim(),
          type: values.type!,
          bundleSizeMb: bundle?.ok ? bundle.megabytes : 0,
          zone: values.zone!,
          price: price.price,
        });
      } catch (error) {
        throw withPricingMessages(error, t);
      }
    },
  });
  const hasBundle = hasBundleField(Form.useWatch('type', formProps.form) ?? purchasingPrice?.type);

  const priceRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) return; // `required` says so
      const result = parsePriceInput(value, locale);
      if (!result.ok) {
        throw new Error(
          t(
            result.reason === 'tooLarge'
              ? 'prices.serverMessages.priceTooLarge'
              : 'prices.serverMessages.priceFormat',
          ),
        );
      }
    },
  };
  const bundleSizeRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) return;
      const result = parseBundleSizeInput(value, locale);
      if (result.ok) return;
      throw new Error(
        result.reason === 'tooLarge'
          ? t('prices.serverMessages.bundleSizeMax', {
              max: new Intl.NumberFormat(locale).format(BUNDLE_SIZE_MAX_MB),
            })
          : t('prices.serverMessages.bundleSizeWhole'),
      );
    },
  };
  // A pasted tab would otherwise reach the server (purchasingPriceInputSchema: one line).
  const oneLine: Rule = { pattern: /^[^\t\n\r]*$/, message: t('prices.serverMessages.ratePlanOneLine') };
  const choiceTrigger = ['onChange', 'onBlur'];

  return (
    <Modal
      {...modalProps}
      title={
        purchasingPrice
          ? t('purchasingPrices.form.editTitle', { ratePlan: purchasingPrice.ratePlan })
          : t('purchasingPrices.form.addTitle')
      }
      okText={purchasingPrice ? t('purchasingPrices.form.save') : t('purchasingPrices.form.add')}
      cancelText={t('purchasingPrices.form.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<PurchasingPriceFormValues>
        {...formProps}
        initialValues={{
          supplierId: purchasingPrice?.supplierId,
          ratePlan: purchasingPrice?.ratePlan ?? '',
          type: purchasingPrice?.type,
          bundleSizeMb: purchasingPrice ? String(purchasingPrice.bundleSizeMb) : '',
          zone: purchasingPrice?.zone,
          price: purchasingPrice ? priceInputText(purchasingPrice.price, locale) : '',
        }}
      >
        <Form.Item
          name="supplierId"
          label={t('purchasingPrices.fields.provider')}
          rules={[required]}
          validateTrigger={choiceTrigger}
        >
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            loading={suppliers.isLoading}
            placeholder={t('purchasingPrices.form.select')}
            options={(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))}
          />
        </Form.Item>
        <Form.Item
          name="ratePlan"
          label={t('purchasingPrices.fields.ratePlan')}
          rules={[required, maxLength(RATE_PLAN_MAX), oneLine]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="type"
              label={t('purchasingPrices.fields.type')}
              rules={[required]}
              validateTrigger={choiceTrigger}
            >
              <Select<PurchasingPriceType>
                placeholder={t('purchasingPrices.form.select')}
                options={PURCHASING_PRICE_TYPES.map((value) => ({
                  value,
                  label: t(`purchasingPrices.type.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="zone"
              label={t('purchasingPrices.fields.zone')}
              rules={[required]}
              validateTrigger={choiceTrigger}
            >
              <Select<PriceZone>
                placeholder={t('purchasingPrices.form.select')}
                options={PRICE_ZONES.map((value) => ({ value, label: t(`purchasingPrices.zone.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {hasBundle && (
          <Form.Item
            name="bundleSizeMb"
            label={t('purchasingPrices.fields.bundleSize')}
            rules={[required, bundleSizeRule]}
            extra={t('purchasingPrices.form.bundleSizeHelp')}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="price"
          label={t('purchasingPrices.fields.price')}
          rules={[required, priceRule]}
          extra={t('purchasingPrices.form.priceHelp', {
            digits: PRICE_FRACTION_DIGITS,
            example: priceInputText('12.5', locale),
          })}
        >
          <Input prefix="€" inputMode="decimal" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
