import { Messages, NEUTRAL_INDEXATION, salesPricePeriodError, type IndexationInput } from '@portal/domain';
import { translateText, useLocale } from '@portal/i18n';
import { useFormRules, useModalForm } from '@portal/ui';
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { usePriceTierSetsQuery } from '../../../shared/api/list-price-tier-sets';
import { pricingMessageText, withPricingMessages } from '../../../shared/prices/pricing-message-text';
import {
  MONTH_INPUT_FORMATS,
  dayjsToYearMonth,
  formatIndexation,
} from '../../../shared/prices/sales-price-text';
import {
  INDEXATION_FORM_FIELDS,
  readIndexationValue,
  toIndexationInput,
  type IndexationFormValues,
} from './indexation-form';

/** An example factor for the help text: +3.5 %. */
const EXAMPLE_INDEXATION = '1.035';

/** Props of {@link IndexationFormModal}. */
export interface IndexationFormModalProps {
  /**
   * Saves the API payload (POST /indexations); rejects with the API error, whose field errors land under their
   * fields (e.g. "The end month must not be before the start month." under End month, in the interface language).
   */
  onSave: (input: IndexationInput) => Promise<void>;
  /** Closes the dialog (Cancel, Escape). */
  onClose: () => void;
}

/**
 * The add indexation dialog (issue 17 "Indexations"; spec §2 /indexations "add", §3 Indexation: start date, end
 * date, indexation value, price tiers; §5 YYYYMM; §9): start month and end month (month pickers that also take
 * "202701" typed, spec §5; no end month: open-ended), the indexation value — a factor with up to three decimals typed
 * in the user's locale ("1,035" in Dutch, sent as "1.035"; "1,000 means no change") — and the price tier set the
 * indexed prices are quoted with (optional; GET /price-tiers). Checked against the contract (indexationValueSchema,
 * salesPricePeriodError) before anything is sent, with the server's own messages in the interface language; a failed
 * save keeps the dialog open with the server's field errors under their fields. The start month has the focus when
 * the dialog opens; Enter in the value field adds.
 */
export function IndexationFormModal({ onSave, onClose }: IndexationFormModalProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { required } = useFormRules();
  const tierSets = usePriceTierSetsQuery();

  const { modalProps, formProps, submit } = useModalForm<IndexationFormValues>({
    fields: INDEXATION_FORM_FIELDS,
    save: async (values) => {
      const input = toIndexationInput(values, locale);
      // The rules below passed, so this converts; were it otherwise, the form's general message says so.
      if (!input) throw new Error(translateText(Messages.formIncomplete));
      try {
        await onSave(input);
      } catch (error) {
        throw withPricingMessages(error, t);
      }
    },
  });

  const valueRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) return;
      const result = readIndexationValue(value, locale);
      if (!result.ok) throw new Error(pricingMessageText(result.message, t));
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
    <Modal
      {...modalProps}
      title={t('indexations.form.title')}
      okText={t('indexations.form.add')}
      cancelText={t('indexations.form.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={560}
      // The dialog focuses itself once open; then the first field takes the focus.
      afterOpenChange={(open) => open && formProps.form.focusField('startMonth')}
    >
      <Form<IndexationFormValues>
        {...formProps}
        initialValues={{ startMonth: null, endMonth: null, value: '', priceTierSetId: null }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="startMonth"
              label={t('indexations.fields.startMonth')}
              rules={[required]}
              validateTrigger={choiceTrigger}
            >
              <DatePicker
                picker="month"
                format={MONTH_INPUT_FORMATS}
                placeholder={t('indexations.form.monthPlaceholder')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="endMonth"
              label={t('indexations.fields.endMonth')}
              dependencies={['startMonth']}
              rules={[periodRule]}
              validateTrigger={choiceTrigger}
              extra={t('indexations.form.endMonthHelp')}
            >
              <DatePicker
                picker="month"
                format={MONTH_INPUT_FORMATS}
                allowClear
                placeholder={t('indexations.open')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="value"
          label={t('indexations.fields.value')}
          rules={[required, valueRule]}
          extra={t('indexations.form.valueHelp', {
            example: formatIndexation(EXAMPLE_INDEXATION, locale),
            neutral: formatIndexation(NEUTRAL_INDEXATION, locale),
          })}
        >
          <Input inputMode="decimal" autoComplete="off" onPressEnter={submit} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="priceTierSetId"
          label={t('indexations.fields.priceTierSet')}
          extra={t('indexations.form.priceTierSetHelp')}
          validateTrigger={choiceTrigger}
        >
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={tierSets.isLoading}
            placeholder={t('indexations.form.noPriceTierSet')}
            options={(tierSets.data ?? []).map((set) => ({ value: set.id, label: set.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
