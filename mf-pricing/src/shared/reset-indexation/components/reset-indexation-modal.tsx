import {
  Messages,
  SALES_PRICE_REASON_MAX,
  SalesPriceMessages,
  resetIndexationSchema,
  type IndexationPreviewRow,
  type ResetIndexationPreview,
} from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { EmptyState, useFormRules, useModalForm } from '@portal/ui';
import { App, Button, DatePicker, Flex, Form, Input, Modal, Table, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { conflictMessage } from '../../api/conflict-message';
import { indexationRowColumns } from '../../prices/indexation-row-columns';
import { pricingMessageText, withPricingMessages } from '../../prices/pricing-message-text';
import {
  MONTH_INPUT_FORMATS,
  dayjsToYearMonth,
  formatYearMonth,
  neutralIndexationText,
  nextYearMonth,
  yearMonthToDayjs,
} from '../../prices/sales-price-text';
import {
  usePreviewResetIndexationMutation,
  type ResetIndexationPreviewInput,
} from '../api/preview-reset-indexation';
import { useResetIndexationMutation } from '../api/reset-indexation';

/** Rows per page of the preview table. */
const PREVIEW_PAGE_SIZE = 10;

/** The form's values: the first month as picked, the reason as typed. */
interface ResetIndexationFormValues {
  startMonth: Dayjs | null;
  reason: string;
}

/** The form's fields, named as the API's (resetIndexationSchema), so server field errors land on them. */
const FORM_FIELDS = ['startMonth', 'reason'] as const;

/** Props of {@link ResetIndexationModal}. */
export interface ResetIndexationModalProps {
  /** The customer whose prices are reset. */
  organizationId: number;
  /** Its name, shown in the dialog (while unknown, the dialog names no customer). */
  organizationName?: string;
  /** Called after the reset was applied. */
  onApplied?: () => void;
  /** Closes the dialog (Cancel, ×, Escape; and after the reset). */
  onClose: () => void;
}

/**
 * The "Reset indexation to 1,000" dialog of one customer (issue 17 "Indexations"; spec §5 "reset indexation to
 * 1,000", §9 reset value 1,000; 1,000 written as the user's locale writes it: "1.000" in English), in two steps:
 * 1. the form — the first month (month picker, default next month; "202701" may be typed, spec §5) and the reason
 *    (prefilled "Indexation reset to 1.000" / "Indexatie teruggezet naar 1,000"; required, one line). "Preview" asks
 *    the server which rows change; its 400 (e.g. IndexationMessages.notIndexed) shows under the month, translated.
 * 2. the preview — how many prices go back to 1.000 from that month, the rows (indexationRowColumns: invoice line,
 *    period, indexation before → after, effective prices, change), "Back", and "Reset N prices", which applies with
 *    `expectedCount` = the preview's count. A 409 (the prices changed since the preview) says so and previews
 *    again; after the reset: "Indexation reset to 1.000 for N prices.", the sales prices and indexations load again,
 *    `onApplied` runs and the dialog closes.
 */
export function ResetIndexationModal({
  organizationId,
  organizationName,
  onApplied,
  onClose,
}: ResetIndexationModalProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const { required } = useFormRules();
  const previewCall = usePreviewResetIndexationMutation();
  const resetCall = useResetIndexationMutation();
  const [request, setRequest] = useState<(ResetIndexationPreviewInput & { reason: string }) | null>(null);
  const [preview, setPreview] = useState<ResetIndexationPreview | null>(null);
  const neutral = neutralIndexationText(locale);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const say = (text: string) => pricingMessageText(text, t);
  const step = preview && request ? 'preview' : 'form';

  const { modalProps, formProps, submit, saving, showSaveError } = useModalForm<ResetIndexationFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      // The rules below passed, so the month is there; were it otherwise, the form's general message says so.
      if (!values.startMonth) throw new Error(Messages.formIncomplete);
      const input = { organizationId, startMonth: dayjsToYearMonth(values.startMonth) };
      try {
        const answer = await previewCall.mutateAsync(input);
        setRequest({ ...input, reason: (values.reason ?? '').trim() });
        setPreview(answer);
      } catch (error) {
        throw withPricingMessages(error, t);
      }
    },
  });

  const reasonRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      const result = resetIndexationSchema.shape.reason.safeParse(value ?? '');
      if (!result.success)
        throw new Error(say(result.error.issues[0]?.message ?? SalesPriceMessages.reasonRequired));
    },
  };

  /** Back to the form, the preview forgotten. */
  function back() {
    setPreview(null);
    setRequest(null);
  }

  async function reset() {
    if (!request || !preview) return;
    try {
      const batch = await resetCall.mutateAsync({ ...request, expectedCount: preview.count });
      void message.success(
        t('resetIndexation.done', { count: batch.count, number: number(batch.count), neutral }),
      );
      onApplied?.();
      onClose();
    } catch (error) {
      const conflict = conflictMessage(error);
      if (conflict === undefined) {
        // E.g. nothing indexed any more: back to the form, the server's message under its field.
        back();
        showSaveError(withPricingMessages(error, t));
        return;
      }
      void message.warning(say(conflict));
      try {
        setPreview(await previewCall.mutateAsync({ organizationId, startMonth: request.startMonth }));
      } catch (again) {
        back();
        showSaveError(withPricingMessages(again, t));
      }
    }
  }

  const count = preview?.count ?? 0;
  const busy = resetCall.isPending || previewCall.isPending;
  const footer =
    step === 'form'
      ? [
          <Button key="cancel" onClick={onClose}>
            {t('resetIndexation.form.cancel')}
          </Button>,
          <Button key="preview" type="primary" loading={saving} onClick={submit}>
            {t('resetIndexation.form.preview')}
          </Button>,
        ]
      : [
          <Button key="back" onClick={back} disabled={busy}>
            {t('resetIndexation.preview.back')}
          </Button>,
          <Button
            key="reset"
            type="primary"
            loading={busy}
            disabled={count === 0}
            onClick={() => void reset()}
          >
            {t('resetIndexation.preview.apply', { count, number: number(count) })}
          </Button>,
        ];

  return (
    <Modal
      {...modalProps}
      title={t('resetIndexation.title', { neutral })}
      footer={footer}
      onCancel={onClose}
      mask={{ closable: false }}
      width={step === 'preview' ? 1040 : 560}
      // The dialog focuses itself once open; then the first field takes the focus.
      afterOpenChange={(open) => open && formProps.form.focusField('startMonth')}
    >
      {organizationName && (
        <Typography.Paragraph strong>
          {t('resetIndexation.customer', { name: organizationName })}
        </Typography.Paragraph>
      )}
      {/* Kept mounted (hidden) on the preview, so "Back" shows the values as typed. */}
      <div hidden={step !== 'form'}>
        <Typography.Paragraph>{t('resetIndexation.intro', { neutral })}</Typography.Paragraph>
        <Form<ResetIndexationFormValues>
          {...formProps}
          initialValues={{
            startMonth: yearMonthToDayjs(nextYearMonth()),
            reason: t('resetIndexation.form.defaultReason', { neutral }),
          }}
        >
          <Form.Item
            name="startMonth"
            label={t('resetIndexation.fields.startMonth')}
            rules={[required]}
            validateTrigger={['onChange', 'onBlur']}
            extra={t('resetIndexation.form.startMonthHelp')}
          >
            <DatePicker
              picker="month"
              format={MONTH_INPUT_FORMATS}
              allowClear={false}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item name="reason" label={t('resetIndexation.fields.reason')} required rules={[reasonRule]}>
            <Input autoComplete="off" maxLength={SALES_PRICE_REASON_MAX} showCount onPressEnter={submit} />
          </Form.Item>
        </Form>
      </div>
      {step === 'preview' && preview && request && (
        <Flex vertical gap={12}>
          <div>
            <Typography.Paragraph strong role="status" style={{ margin: 0 }}>
              {t('resetIndexation.preview.summary', {
                count,
                number: number(count),
                neutral,
                month: formatYearMonth(request.startMonth, locale),
              })}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ margin: 0 }}>
              {t('resetIndexation.preview.reason', { reason: request.reason })}
            </Typography.Paragraph>
          </div>
          {count === 0 ? (
            <EmptyState description={t('resetIndexation.preview.nothing')} />
          ) : (
            <section aria-label={t('resetIndexation.preview.tableLabel')}>
              <Table<IndexationPreviewRow>
                size="small"
                rowKey="id"
                columns={indexationRowColumns(locale, t, { customer: false, sortable: false })}
                dataSource={preview.rows}
                loading={previewCall.isPending}
                pagination={{ pageSize: PREVIEW_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
                scroll={{ x: true }}
              />
            </section>
          )}
        </Flex>
      )}
    </Modal>
  );
}
