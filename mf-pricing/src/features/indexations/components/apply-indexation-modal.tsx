import {
  SALES_PRICE_REASON_MAX,
  SalesPriceMessages,
  indexationApplySchema,
  type Indexation,
  type SalesPriceBatch,
} from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { useModalForm } from '@portal/ui';
import { App, Form, Input, Modal, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { conflictMessage } from '../../../shared/api/conflict-message';
import { pricingMessageText, withPricingMessages } from '../../../shared/prices/pricing-message-text';
import { formatYearMonth } from '../../../shared/prices/sales-price-text';
import { useApplyIndexationMutation } from '../api/apply-indexation';
import { defaultApplyReason, indexationValueText } from './indexation-text';

/** The form's values: the reason as typed. */
interface ApplyIndexationFormValues {
  reason: string;
}

/** The form's fields, named as the API's (indexationApplySchema), so server field errors land on them. */
const FORM_FIELDS = ['reason'] as const;

/** Props of {@link ApplyIndexationModal}. */
export interface ApplyIndexationModalProps {
  indexation: Indexation;
  /** The customers of the preview left out (sent as `excludedOrganizationIds`). */
  excludedOrganizationIds: number[];
  /** How many customers it is applied to, and their rows in the preview (sent as `expectedCount`). */
  customerCount: number;
  priceCount: number;
  /** Called with the recorded batch after the apply. */
  /** The batches the apply recorded, one per customer. */
  onApplied: (batches: SalesPriceBatch[]) => void;
  /** Called after the server refused (409: closed, or the prices changed since the preview); the dialog closes. */
  onRefused: () => void;
  /** Closes the dialog (Cancel, Escape). */
  onClose: () => void;
}

/**
 * The confirmation of an apply (issue 17 "Indexations"; spec §2 /indexations "show prices"): "Apply indexation 1.035
 * (+3.5%) from Jan 2027 to M prices of N customers?" and the reason written on the rows, prefilled "Indexation
 * 2027-01: 1.035" / "Indexatie 2027-01: 1,035" (defaultApplyReason; required, one line, at most
 * SALES_PRICE_REASON_MAX characters; the reason field has the focus, Enter applies). OK posts the apply with
 * `expectedCount` = `priceCount`. A 409 (IndexationMessages.closed, SalesPriceMessages.previewOutdated "The prices
 * changed since the preview. Preview again.") is shown in the interface language and closes the dialog
 * (`onRefused`: the screen loads the preview again); a 400 shows its messages, translated, under the reason or with
 * the general message (nothingToApply, allExcluded).
 */
export function ApplyIndexationModal({
  indexation,
  excludedOrganizationIds,
  customerCount,
  priceCount,
  onApplied,
  onRefused,
  onClose,
}: ApplyIndexationModalProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const apply = useApplyIndexationMutation();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  const { modalProps, formProps, submit } = useModalForm<ApplyIndexationFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      try {
        const batches = await apply.mutateAsync({
          id: indexation.id,
          input: { excludedOrganizationIds, reason: values.reason.trim(), expectedCount: priceCount },
        });
        onApplied(batches);
      } catch (error) {
        const conflict = conflictMessage(error);
        if (conflict === undefined) throw withPricingMessages(error, t);
        void message.warning(pricingMessageText(conflict, t));
        onRefused();
      }
    },
  });

  const reasonRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      const result = indexationApplySchema.shape.reason.safeParse(value ?? '');
      if (!result.success)
        throw new Error(
          pricingMessageText(result.error.issues[0]?.message ?? SalesPriceMessages.reasonRequired, t),
        );
    },
  };

  return (
    <Modal
      {...modalProps}
      title={t('indexations.apply.title')}
      okText={t('indexations.apply.ok')}
      cancelText={t('indexations.apply.cancel')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={560}
      // The dialog focuses itself once open; then the reason takes the focus.
      afterOpenChange={(open) => open && formProps.form.focusField('reason')}
    >
      <Typography.Paragraph>
        {t('indexations.apply.question', {
          value: indexationValueText(indexation.value, locale),
          month: formatYearMonth(indexation.startMonth, locale),
          prices: t('indexations.priceCount', { count: priceCount, number: number(priceCount) }),
          customers: t('indexations.customerCount', { count: customerCount, number: number(customerCount) }),
        })}
      </Typography.Paragraph>
      <Form<ApplyIndexationFormValues>
        {...formProps}
        initialValues={{ reason: defaultApplyReason(indexation, locale, t) }}
      >
        <Form.Item
          name="reason"
          label={t('indexations.apply.reason')}
          required
          rules={[reasonRule]}
          extra={t('indexations.apply.reasonHelp')}
        >
          <Input autoComplete="off" maxLength={SALES_PRICE_REASON_MAX} showCount onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
