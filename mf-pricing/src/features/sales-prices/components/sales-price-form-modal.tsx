import {
  INVOICE_LINE_MAX,
  Messages,
  PRICE_FRACTION_DIGITS,
  SALES_LINE_TYPES,
  SalesPriceMessages,
  isIndexed,
  salesPricePeriodError,
  type SalesLineType,
  type SalesPrice,
  type SalesPriceInput,
} from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import { useFormRules, useModalForm } from '@portal/ui';
import { Button, Col, DatePicker, Form, Input, Modal, Row, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { useSuppliersQuery } from '../../../shared/api/list-suppliers';
import { parsePriceInput, priceInputText } from '../../../shared/prices/euro-price';
import { pricingMessageText, withPricingMessages } from '../../../shared/prices/pricing-message-text';
import { useRatePlansQuery } from '../api/list-rate-plans';
import { useSubcustomersQuery } from '../api/list-subcustomers';
import {
  SALES_PRICE_FORM_FIELDS,
  initialSalesPriceFormValues,
  salesPriceFieldProblem,
  toSalesPriceInput,
  type SalesPriceField,
  type SalesPriceFormValues,
} from './sales-price-form';
import {
  MONTH_INPUT_FORMATS,
  formatIndexation,
  neutralIndexationText,
  parseIndexationInput,
  dayjsToYearMonth,
} from '../../../shared/prices/sales-price-text';

/** How long the rate plan search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

/** The answer to "Reset indexation to 1,000?": reset, keep, or back to the form. */
type ResetAnswer = 'reset' | 'keep' | 'cancel';

/** Props of {@link SalesPriceFormModal}. */
export interface SalesPriceFormModalProps {
  /** The customer the price belongs to (sent as `organizationId`). */
  organizationId: number;
  /** The row to edit (its fields prefill the form); undefined adds one. */
  salesPrice?: SalesPrice;
  /**
   * Whether the user picks the rate plan: the super admin only (GET /purchasing-prices answers anyone else 403);
   * others see the row's rate plan read-only (sales-price-form.ts ratePlanOf).
   */
  canPickRatePlan: boolean;
  /**
   * Saves the API payload (POST or PUT); rejects with the API error, whose field errors land under their fields
   * (e.g. "Overlaps row 12 (Data 1 GB) from 2026-01 to 2026-12." under Start month, in the interface language).
   */
  onSave: (input: SalesPriceInput) => Promise<void>;
  /** Closes the dialog (Cancel, Escape). */
  onClose: () => void;
}

/**
 * The add / edit sales price dialog (issue 16 "Sales prices"; spec §3 Sales price row, §5, §8, §9): provider,
 * subcustomer (optional: empty is the whole customer), rate plan (optional; picked by the super admin only, shown
 * read-only to others), invoice line, line type, price (euros, typed in the user's locale: "12,50" in Dutch, sent
 * as "12.50"), start month, end month (optional: open-ended), indexation (a factor, default 1.000 / 1,000) and the
 * reason for an increase. Every field is checked against the contract (@portal/domain salesPriceInputSchema,
 * salesPricePeriodError) before anything is sent, with the server's own messages in the interface language; a
 * failed save keeps the dialog open with the server's field errors under their fields (an overlap under Start
 * month, naming the clashing row). Validation on blur and, after a submit, on change.
 *
 * Indexation reset (spec §5 "When a customer has indexation active, the user is asked whether to reset indexation
 * to 1,000"; §9 reset value 1,000). Decision: the question is asked for the edited row's own indexation value —
 * there is no customer-wide indexation flag in the contract, a row's factor is what indexes its price. Saving an
 * edit of a row whose stored indexation is not 1.000 asks "Reset indexation to 1,000?" (1.000 in English) after the
 * form is valid and before anything is sent, unless the indexation field already holds 1.000. "Yes" puts 1.000 in
 * the field and sends "1.000"; "No" sends the field's value (the row's own factor unless the user changed it);
 * "Cancel" (or Escape) returns to the form without sending. Adding a price never asks: a new row has no
 * indexation of its own yet (its field defaults to 1.000).
 */
export function SalesPriceFormModal({
  organizationId,
  salesPrice,
  canPickRatePlan,
  onSave,
  onClose,
}: SalesPriceFormModalProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { required, maxLength } = useFormRules();
  const suppliers = useSuppliersQuery();
  const subcustomers = useSubcustomersQuery(organizationId);
  const [asking, setAsking] = useState(false);

  const { modalProps, formProps, submit } = useModalForm<SalesPriceFormValues>({
    fields: SALES_PRICE_FORM_FIELDS,
    save: async (values) => {
      const result = toSalesPriceInput(values, {
        organizationId,
        locale,
        canPickRatePlan,
        row: salesPrice,
      });
      // The rules below passed, so this converts; were it otherwise, the form's general message says so.
      if (!result.ok) throw new Error(translateText(Messages.formIncomplete));
      try {
        await onSave(result.input);
      } catch (error) {
        throw withPricingMessages(error, t);
      }
    },
  });
  const form = formProps.form;
  const supplierId = Form.useWatch('supplierId', form) ?? salesPrice?.supplierId;

  /** OK: asks the indexation question first when it applies (see above), else saves. */
  async function onOk() {
    if (!salesPrice || !isIndexed(salesPrice.indexation)) return submit();
    try {
      await form.validateFields();
    } catch {
      return submit(); // shows the errors and the form's general message
    }
    const typed = parseIndexationInput(form.getFieldValue('indexation') ?? '', locale);
    if (typed.ok && !isIndexed(typed.indexation)) return submit();
    setAsking(true);
  }

  function answer(choice: ResetAnswer) {
    setAsking(false);
    if (choice === 'cancel') return;
    if (choice === 'reset') form.setFieldValue('indexation', neutralIndexationText(locale));
    submit();
  }

  /** A rule checking the value as the contract does (`toWire`: the value as sent; blank is `required`'s). */
  const contractRule = (
    field: SalesPriceField,
    toWire: (value: string) => unknown = (value) => value,
  ): Rule => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) return;
      const problem = salesPriceFieldProblem(field, toWire(value));
      if (problem) throw new Error(pricingMessageText(problem, t));
    },
  });
  const priceRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) return;
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
      const problem = salesPriceFieldProblem('price', result.price);
      if (problem) throw new Error(pricingMessageText(problem, t));
    },
  };
  const indexationRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) return;
      const result = parseIndexationInput(value, locale);
      const problem = result.ok
        ? salesPriceFieldProblem('indexation', result.indexation)
        : SalesPriceMessages.indexation;
      if (problem) throw new Error(pricingMessageText(problem, t));
    },
  };
  const periodRule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, end: Dayjs | null | undefined) => {
      const start = getFieldValue('startMonth') as Dayjs | null | undefined;
      if (!end || !start) return;
      const problem = salesPricePeriodError(dayjsToYearMonth(start), dayjsToYearMonth(end));
      if (problem) throw new Error(pricingMessageText(problem, t));
    },
  });
  const choiceTrigger = ['onChange', 'onBlur'];

  return (
    <>
      <Modal
        {...modalProps}
        onOk={() => void onOk()}
        title={
          salesPrice
            ? t('salesPrices.form.editTitle', { invoiceLine: salesPrice.invoiceLine })
            : t('salesPrices.form.addTitle')
        }
        okText={salesPrice ? t('salesPrices.form.save') : t('salesPrices.form.add')}
        cancelText={t('salesPrices.form.cancel')}
        onCancel={onClose}
        mask={{ closable: false }}
        width={640}
      >
        <Form<SalesPriceFormValues>
          {...formProps}
          initialValues={initialSalesPriceFormValues(salesPrice, locale)}
        >
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="supplierId"
                label={t('salesPrices.fields.provider')}
                rules={[required]}
                validateTrigger={choiceTrigger}
              >
                <Select<number>
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={suppliers.isLoading}
                  placeholder={t('salesPrices.form.select')}
                  // A rate plan belongs to its provider.
                  onChange={() => form.setFieldValue('purchasingPriceId', null)}
                  options={(suppliers.data ?? []).map((supplier) => ({
                    value: supplier.id,
                    label: supplier.name,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="subcustomerId"
                label={t('salesPrices.fields.subcustomer')}
                extra={t('salesPrices.form.subcustomerHelp')}
              >
                <Select<number>
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={subcustomers.isLoading}
                  placeholder={t('prices.wholeCustomer')}
                  options={(subcustomers.data ?? []).map((subcustomer) => ({
                    value: subcustomer.id,
                    label: subcustomer.name,
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
          {canPickRatePlan ? (
            <Form.Item
              name="purchasingPriceId"
              label={t('salesPrices.fields.ratePlan')}
              extra={t('salesPrices.form.ratePlanHelp')}
            >
              <RatePlanSelect supplierId={supplierId} linked={salesPrice} />
            </Form.Item>
          ) : (
            <Form.Item
              label={t('salesPrices.fields.ratePlan')}
              extra={t('salesPrices.form.ratePlanReadOnly')}
            >
              <Typography.Text>
                {salesPrice?.ratePlan && supplierId === salesPrice.supplierId
                  ? salesPrice.ratePlan
                  : t('prices.none')}
              </Typography.Text>
            </Form.Item>
          )}
          <Form.Item
            name="invoiceLine"
            label={t('salesPrices.fields.invoiceLine')}
            rules={[required, maxLength(INVOICE_LINE_MAX), contractRule('invoiceLine')]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="lineType"
                label={t('salesPrices.fields.lineType')}
                rules={[required]}
                validateTrigger={choiceTrigger}
              >
                <Select<SalesLineType>
                  placeholder={t('salesPrices.form.select')}
                  options={SALES_LINE_TYPES.map((value) => ({
                    value,
                    label: t(`prices.lineType.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="price"
                label={t('salesPrices.fields.price')}
                rules={[required, priceRule]}
                extra={t('salesPrices.form.priceHelp', {
                  digits: PRICE_FRACTION_DIGITS,
                  example: priceInputText('12.5', locale),
                })}
              >
                <Input prefix="€" inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="startMonth"
                label={t('salesPrices.fields.startMonth')}
                rules={[required]}
                validateTrigger={choiceTrigger}
              >
                <DatePicker
                  picker="month"
                  format={MONTH_INPUT_FORMATS}
                  placeholder={t('salesPrices.form.monthPlaceholder')}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="endMonth"
                label={t('salesPrices.fields.endMonth')}
                dependencies={['startMonth']}
                rules={[periodRule]}
                validateTrigger={choiceTrigger}
                extra={t('salesPrices.form.endMonthHelp')}
              >
                <DatePicker
                  picker="month"
                  format={MONTH_INPUT_FORMATS}
                  allowClear
                  placeholder={t('salesPrices.open')}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="indexation"
                label={t('salesPrices.fields.indexation')}
                rules={[required, indexationRule]}
                extra={t('salesPrices.form.indexationHelp', { neutral: neutralIndexationText(locale) })}
              >
                <Input inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="reason"
                label={t('salesPrices.fields.reason')}
                rules={[contractRule('reason')]}
              >
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Modal>
      {/* A dialog of its own over the form's (Escape closes the top one only). */}
      {asking && salesPrice && (
        <IndexationResetQuestion
          indexation={formatIndexation(salesPrice.indexation, locale)}
          neutral={neutralIndexationText(locale)}
          onAnswer={answer}
        />
      )}
    </>
  );
}

/**
 * "Reset indexation to 1,000?" (spec §5) with Yes (reset), No (keep the row's factor) and Cancel (back to the form;
 * also Escape). `indexation` and `neutral` are written in the user's locale ("1,035", "1,000" in Dutch). Yes has the
 * focus, so Enter answers it.
 */
function IndexationResetQuestion({
  indexation,
  neutral,
  onAnswer,
}: {
  indexation: string;
  neutral: string;
  onAnswer: (answer: ResetAnswer) => void;
}) {
  const { t } = usePricingTranslation();
  return (
    <Modal
      open
      title={t('salesPrices.reset.question', { neutral })}
      onCancel={() => onAnswer('cancel')}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => onAnswer('cancel')}>
          {t('salesPrices.form.cancel')}
        </Button>,
        <Button key="keep" onClick={() => onAnswer('keep')}>
          {t('salesPrices.reset.keep')}
        </Button>,
        <Button key="reset" type="primary" autoFocus onClick={() => onAnswer('reset')}>
          {t('salesPrices.reset.reset')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t('salesPrices.reset.explanation', { indexation, neutral })}
      </Typography.Paragraph>
    </Modal>
  );
}

/**
 * The rate plan field of the super admin: the provider's purchasing prices, searched on the server as the user types
 * (GET /purchasing-prices?supplierId=&search=), clearable (no rate plan). The edited row's linked rate plan is shown
 * by name while it is not among the matches. Disabled until a provider is chosen.
 */
function RatePlanSelect({
  supplierId,
  linked,
  value,
  onChange,
  id,
}: {
  supplierId: number | undefined;
  linked?: SalesPrice;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const { t } = usePricingTranslation();
  const [search, setSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ratePlans = useRatePlansQuery(supplierId, search, true);
  useEffect(() => () => clearTimeout(timer.current), []);

  const options = (ratePlans.data?.items ?? []).map((plan) => ({ value: plan.id, label: plan.ratePlan }));
  if (
    linked?.purchasingPriceId != null &&
    linked.ratePlan &&
    linked.supplierId === supplierId &&
    !options.some((option) => option.value === linked.purchasingPriceId)
  ) {
    options.unshift({ value: linked.purchasingPriceId, label: linked.ratePlan });
  }

  return (
    <Select<number>
      id={id}
      allowClear
      disabled={supplierId === undefined}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
        },
      }}
      loading={ratePlans.isFetching}
      placeholder={supplierId === undefined ? t('salesPrices.form.ratePlanNoProvider') : t('prices.none')}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
    />
  );
}
