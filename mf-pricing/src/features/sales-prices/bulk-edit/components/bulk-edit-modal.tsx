import {
  BULK_EDIT_MAX_ROWS,
  Messages,
  SALES_PRICE_REASON_MAX,
  SalesPriceMessages,
  bulkSelectionError,
  salesPriceBulkSchema,
  type BulkPreview,
  type SalesPriceBatch,
  type SalesPriceBulkInput,
} from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { ConfirmAction, useApiError, useFormRules, useModalForm } from '@portal/ui';
import { Alert, App, Button, DatePicker, Form, Input, Modal, Radio, Result, Steps, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { usePricingTranslation } from '../../../../i18n/use-pricing-translation';
import { pricingMessageText, withPricingMessages } from '../../../../shared/prices/pricing-message-text';
import { useApplyBulkEditMutation } from '../api/apply-bulk-edit';
import { conflictMessage } from '../../../../shared/api/conflict-message';
import { usePreviewBulkEditMutation } from '../api/preview-bulk-edit';
import { useUndoSalesPriceBatchMutation } from '../../../../shared/api/undo-sales-price-batch';
import { formatBulkPercentage, parseBulkPercentageInput } from './bulk-percentage';
import { BulkPreviewStep } from './bulk-preview';
import type { BulkSelection } from './bulk-selection';
import {
  dayjsToYearMonth,
  formatYearMonth,
  nextYearMonth,
  yearMonthToDayjs,
} from '../../../../shared/prices/sales-price-text';

/** The steps of a bulk edit, in order. */
const STEPS = ['form', 'preview', 'done'] as const;
type Step = (typeof STEPS)[number];

/** The form's values: the percentage and reason as typed, the first month as picked, the rounding. */
interface BulkEditFormValues {
  percentage: string;
  reason: string;
  startMonth: Dayjs | null;
  decimals: 2 | 4;
}

/** The form's fields, named as the API's (salesPriceBulkSchema), so server field errors land on them. */
const FORM_FIELDS = ['percentage', 'reason', 'startMonth', 'decimals'] as const;

/** Props of {@link BulkEditModal}. */
export interface BulkEditModalProps {
  /** The rows to change: the ticked ids, or the filter of the whole set (kept as it was when the dialog opened). */
  selection: BulkSelection;
  /** How many rows the selection holds (ticked, or the grid's filtered total). */
  count: number;
  /** Called after the bulk edit was applied, and again after it was undone (the grid refetches). */
  onApplied: () => void;
  /** Closes the dialog (Cancel, Close, ×, Escape). */
  onClose: () => void;
}

/**
 * The bulk edit dialog (issue 16 "Bulk edit"; spec §5 "bulk price edit needs a percentage increase and a reason",
 * §8), in three steps (antd Steps):
 * 1. the form — percentage (negative for a decrease; the locale's decimal comma, sent as a dot string: "3,5" →
 *    "3.5"), reason (required, one line, at most SALES_PRICE_REASON_MAX characters), the first month the new price
 *    applies (month picker, default next month; sent as "YYYYMM") and the rounding (4 decimals or cents). Checked
 *    with the contract (bulkPercentageSchema, salesPriceBulkSchema) before anything is sent; the server's field
 *    errors land under the fields. More than BULK_EDIT_MAX_ROWS rows: a warning and no preview.
 * 2. the preview (BulkPreviewStep) — "Back", and "Apply to N prices" after "Are you sure you want to change N
 *    prices?"; apply sends the preview's body plus `expectedCount`. A 409 (SalesPriceMessages.previewOutdated) shows
 *    the message and previews again.
 * 3. done — "N prices changed" with "Undo this bulk edit" (asks first; POST undo; its 409 shown translated).
 * Every call shows a spinner on its button. Escape or Cancel closes; with something typed or a preview on screen it
 * asks "Discard this bulk edit?" first.
 */
export function BulkEditModal({
  selection: openedWith,
  count: countOpenedWith,
  onApplied,
  onClose,
}: BulkEditModalProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const { message, modal } = App.useApp();
  const showApiError = useApiError();
  const { required } = useFormRules();
  // The selection and its count as they were when the dialog opened: a grid that refetches behind the dialog (after
  // a search typed just before) does not change what this bulk edit is about.
  const [selection] = useState(openedWith);
  const [count] = useState(countOpenedWith);
  const previewCall = usePreviewBulkEditMutation();
  const applyCall = useApplyBulkEditMutation();
  const undoCall = useUndoSalesPriceBatchMutation();
  const [step, setStep] = useState<Step>('form');
  const [request, setRequest] = useState<SalesPriceBulkInput | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [batch, setBatch] = useState<SalesPriceBatch | null>(null);
  const [undone, setUndone] = useState(false);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const say = (text: string) => pricingMessageText(text, t);
  const tooMany = count > BULK_EDIT_MAX_ROWS;

  const { modalProps, formProps, submit, saving, dirty, showSaveError } = useModalForm<BulkEditFormValues>({
    fields: FORM_FIELDS,
    save: async (values) => {
      const percentage = parseBulkPercentageInput(values.percentage ?? '', locale);
      // The rules below passed, so both are there; were it otherwise, the form's general message says so.
      if (!percentage.ok || !values.startMonth) throw new Error(Messages.formIncomplete);
      const input: SalesPriceBulkInput = {
        ...selection,
        percentage: percentage.percentage,
        reason: (values.reason ?? '').trim(),
        startMonth: dayjsToYearMonth(values.startMonth),
        decimals: values.decimals,
      };
      // The whole body against the contract: the selection rules (ids or filter, at most BULK_EDIT_MAX_ROWS).
      const checked = salesPriceBulkSchema.safeParse(input);
      const problem =
        bulkSelectionError(input) ?? (checked.success ? null : checked.error.issues[0]?.message);
      if (problem) throw new Error(say(problem));
      try {
        const answer = await previewCall.mutateAsync(input);
        setRequest(input);
        setPreview(answer);
        setStep('preview');
      } catch (error) {
        throw withPricingMessages(error, t);
      }
    },
  });

  const percentageRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      const result = parseBulkPercentageInput(value ?? '', locale);
      if (!result.ok) throw new Error(say(result.message));
    },
  };
  const reasonRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      const result = salesPriceBulkSchema.shape.reason.safeParse(value ?? '');
      if (!result.success)
        throw new Error(say(result.error.issues[0]?.message ?? SalesPriceMessages.reasonRequired));
    },
  };

  /** Previews the same body again (after a 409): a new preview replaces the one on screen. */
  async function previewAgain(input: SalesPriceBulkInput) {
    try {
      setPreview(await previewCall.mutateAsync(input));
    } catch (error) {
      // E.g. nothing left to change: back to the form, the server's message under its field.
      setStep('form');
      showSaveError(withPricingMessages(error, t));
    }
  }

  async function apply() {
    if (!request || !preview) return;
    try {
      const applied = await applyCall.mutateAsync({ ...request, expectedCount: preview.count });
      setBatch(applied);
      setStep('done');
      onApplied();
    } catch (error) {
      const conflict = conflictMessage(error);
      if (conflict === undefined) {
        showApiError(withPricingMessages(error, t));
        return;
      }
      void message.warning(say(conflict));
      await previewAgain(request);
    }
  }

  async function undo() {
    if (!batch) return;
    try {
      await undoCall.mutateAsync(batch.id);
      setUndone(true);
      void message.success(t('bulkEdit.done.undoneMessage'));
      onApplied();
    } catch (error) {
      const conflict = conflictMessage(error);
      if (conflict === undefined) showApiError(withPricingMessages(error, t));
      else void message.error(say(conflict));
    }
  }

  /** Cancel, × and Escape: asks first while typed values or a preview would be lost. */
  function close() {
    const unsaved = (step === 'form' && dirty) || step === 'preview';
    if (!unsaved) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('bulkEdit.discard.title'),
      content: t('bulkEdit.discard.text'),
      okText: t('bulkEdit.discard.ok'),
      cancelText: t('bulkEdit.discard.cancel'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  }

  const applyCount = preview?.count ?? 0;
  const busy = applyCall.isPending || previewCall.isPending;
  const footer =
    step === 'form'
      ? [
          <Button key="cancel" onClick={close}>
            {t('bulkEdit.form.cancel')}
          </Button>,
          <Button
            key="preview"
            type="primary"
            loading={saving}
            disabled={tooMany && 'ids' in selection}
            onClick={submit}
          >
            {t('bulkEdit.form.preview')}
          </Button>,
        ]
      : step === 'preview'
        ? [
            <Button key="back" onClick={() => setStep('form')} disabled={busy}>
              {t('bulkEdit.preview.back')}
            </Button>,
            <ConfirmAction
              key="apply"
              action={t('bulkEdit.preview.applyAction', { count: applyCount, number: number(applyCount) })}
              okText={t('bulkEdit.preview.applyOk')}
              danger={false}
              disabled={applyCount === 0 || busy}
              onConfirm={apply}
            >
              <Button type="primary" loading={busy} disabled={applyCount === 0}>
                {t('bulkEdit.preview.apply', { count: applyCount, number: number(applyCount) })}
              </Button>
            </ConfirmAction>,
          ]
        : [
            !undone && (
              <ConfirmAction key="undo" action={t('bulkEdit.done.undoAction')} onConfirm={undo}>
                <Button danger loading={undoCall.isPending}>
                  {t('bulkEdit.done.undo')}
                </Button>
              </ConfirmAction>
            ),
            <Button key="close" type="primary" onClick={onClose}>
              {t('bulkEdit.done.close')}
            </Button>,
          ];

  const scope =
    'ids' in selection
      ? t('bulkEdit.scope.selected', { count, number: number(count) })
      : t('bulkEdit.scope.all', { count, number: number(count) });

  return (
    <Modal
      {...modalProps}
      title={t('bulkEdit.title')}
      footer={footer}
      onCancel={close}
      mask={{ closable: false }}
      width={step === 'preview' ? 1040 : 640}
    >
      <Steps
        size="small"
        current={STEPS.indexOf(step)}
        items={[
          { title: t('bulkEdit.steps.form') },
          { title: t('bulkEdit.steps.preview') },
          { title: t('bulkEdit.steps.done') },
        ]}
        style={{ marginBottom: 24 }}
      />
      {step !== 'done' && <Typography.Paragraph>{scope}</Typography.Paragraph>}
      {step === 'form' && tooMany && (
        <Alert
          type="warning"
          showIcon
          title={say(SalesPriceMessages.tooManyRows)}
          style={{ marginBottom: 16 }}
        />
      )}
      {/* Kept mounted (hidden) on the later steps, so "Back" shows the values as typed. */}
      <div hidden={step !== 'form'}>
        <Form<BulkEditFormValues>
          {...formProps}
          initialValues={{
            percentage: '',
            reason: '',
            startMonth: yearMonthToDayjs(nextYearMonth()),
            decimals: 4,
          }}
        >
          <Form.Item
            name="percentage"
            label={t('bulkEdit.fields.percentage')}
            required
            rules={[percentageRule]}
            extra={t('bulkEdit.form.percentageHelp', {
              increase: new Intl.NumberFormat(locale).format(3.5),
              decrease: new Intl.NumberFormat(locale).format(-2),
            })}
          >
            <Input suffix="%" autoComplete="off" onPressEnter={submit} style={{ maxWidth: 200 }} />
          </Form.Item>
          <Form.Item name="reason" label={t('bulkEdit.fields.reason')} required rules={[reasonRule]}>
            <Input autoComplete="off" maxLength={SALES_PRICE_REASON_MAX} showCount onPressEnter={submit} />
          </Form.Item>
          <Form.Item
            name="startMonth"
            label={t('bulkEdit.fields.startMonth')}
            rules={[required]}
            validateTrigger={['onChange', 'onBlur']}
            extra={t('bulkEdit.form.startMonthHelp')}
          >
            <DatePicker picker="month" format="MMM YYYY" allowClear={false} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="decimals" label={t('bulkEdit.fields.decimals')}>
            <Radio.Group
              options={[
                { value: 4, label: t('bulkEdit.form.rounding4') },
                { value: 2, label: t('bulkEdit.form.rounding2') },
              ]}
            />
          </Form.Item>
        </Form>
      </div>
      {step === 'preview' && request && preview && (
        <BulkPreviewStep request={request} preview={preview} loading={previewCall.isPending} />
      )}
      {step === 'done' && batch && (
        <Result
          status={undone ? 'info' : 'success'}
          title={
            undone
              ? t('bulkEdit.done.undoneTitle')
              : t('bulkEdit.done.title', { count: batch.count, number: number(batch.count) })
          }
          subTitle={
            undone
              ? t('bulkEdit.done.undoneText')
              : t('bulkEdit.done.text', {
                  percentage: formatBulkPercentage(batch.percentage ?? request?.percentage ?? '', locale),
                  month: formatYearMonth(batch.startMonth, locale),
                  reason: batch.reason,
                })
          }
        />
      )}
    </Modal>
  );
}
