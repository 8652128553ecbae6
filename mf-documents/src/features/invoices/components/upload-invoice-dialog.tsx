import {
  DEFAULT_UPLOAD_MAX_BYTES,
  INVOICE_FILE_ACCEPT,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceStatus,
  type InvoiceUploadFields,
} from '@portal/domain';
import { i18n, translateText } from '@portal/i18n';
import { apiErrorText, FileUpload, OrganizationPicker, useFormRules, usePortalForm } from '@portal/ui';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useEffectEvent, useState } from 'react';
import { UploadErrorAlert, type UploadError } from '../../../components/upload-error-alert';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { useUploadInvoiceMutation } from '../api/upload-invoice';

/** Props of {@link UploadInvoiceDialog}. */
export interface UploadInvoiceDialogProps {
  open: boolean;
  /** Preselected customer (e.g. the list's organization filter). */
  organizationId?: number;
  onClose: () => void;
  /** Called with the stored invoice after a successful upload (the invoice lists are loaded again by then). */
  onUploaded: (invoice: Invoice) => void;
}

interface InvoiceFormValues {
  organizationId?: number;
  invoiceNumber: string;
  invoiceDate?: Dayjs;
  period?: Dayjs;
  amount: string;
  vat: string;
  status: InvoiceStatus;
  dueDate?: Dayjs;
  file: File | null;
}

/** Amount in euros as typed: up to 9 digits, a comma or point before at most two decimals. */
const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;
const FIELDS = ['organizationId', 'invoiceNumber', 'invoiceDate', 'period', 'amount', 'vat', 'status', 'dueDate', 'file'];
/** Pickers validate as soon as something is picked, and on blur like text fields. */
const CHOICE_TRIGGER = ['onBlur', 'onChange'];

/** The form as the upload's fields: dates `YYYY-MM-DD`, period `YYYYMM`, amounts with a decimal point. */
function toUploadInput(values: InvoiceFormValues): InvoiceUploadFields {
  return {
    invoiceNumber: values.invoiceNumber.trim(),
    invoiceDate: values.invoiceDate!.format('YYYY-MM-DD'),
    period: values.period!.format('YYYYMM'),
    amount: values.amount.trim().replace(',', '.'),
    vat: values.vat.trim().replace(',', '.'),
    status: values.status,
    dueDate: values.dueDate!.format('YYYY-MM-DD'),
  };
}

/**
 * "Upload invoice" (super admin, management, support): customer, invoice number, invoice date, period, amount and
 * VAT in euros, status, due date and the PDF (at most 20 MB, refused before upload otherwise; "File is required"
 * without one). Spec §5 form behaviour (validation on blur, on change after submit; "Sorry, not all fields are
 * filled in correctly."). Shows upload progress; a failed upload shows the server's message above the form, its
 * field errors on their fields and the others under the message (spec §8). Starts over each time it opens.
 */
export function UploadInvoiceDialog({ open, organizationId, onClose, onUploaded }: UploadInvoiceDialogProps) {
  const { t } = useDocumentsTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number>();
  const upload = useUploadInvoiceMutation();
  const [serverError, setServerError] = useState<UploadError>();
  const { required } = useFormRules();
  const { form, formProps, saving: uploading, submit, reset, placeServerErrors } = usePortalForm<InvoiceFormValues>({
    fields: FIELDS,
    guardUnsaved: false,
    save,
  });

  const startOver = useEffectEvent(() => {
    reset();
    form.setFieldsValue({ organizationId, status: 'open', file: null });
    setProgress(undefined);
    setServerError(undefined);
  });
  useEffect(() => {
    if (open) startOver();
  }, [open, organizationId]);

  /** Uploads; a failure is shown in the dialog (message above the form, field errors on their fields). */
  async function save(values: InvoiceFormValues) {
    if (!values.file || values.organizationId === undefined) return;
    setProgress(0);
    try {
      const invoice = await upload.mutateAsync({
        organizationId: values.organizationId,
        fields: toUploadInput(values),
        file: values.file,
        onProgress: setProgress,
      });
      void message.success(t('invoiceUpload.uploaded', { number: invoice.invoiceNumber }));
      onUploaded(invoice);
    } catch (error) {
      const { normalized, unplaced } = placeServerErrors(error);
      setServerError({ title: apiErrorText(normalized), details: unplaced.map((e) => translateText(e.message)) });
      setProgress(undefined);
    }
  }

  return (
    <Modal
      open={open}
      title={t('invoiceUpload.title')}
      okText={t('invoiceUpload.submit')}
      cancelText={t('invoiceUpload.cancel')}
      onOk={() => {
        setServerError(undefined);
        submit();
      }}
      onCancel={onClose}
      confirmLoading={uploading}
      cancelButtonProps={{ disabled: uploading }}
      forceRender
      width={640}
    >
      {serverError && <UploadErrorAlert error={serverError} />}
      <Form<InvoiceFormValues> {...formProps} disabled={uploading}>
        <Form.Item name="organizationId" label={t('invoiceUpload.organization')} rules={[required]} validateTrigger="onChange">
          <OrganizationPicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="invoiceNumber" label={t('invoiceUpload.invoiceNumber')} rules={[required]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="invoiceDate" label={t('invoiceUpload.invoiceDate')} rules={[required]} validateTrigger={CHOICE_TRIGGER}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="period" label={t('invoiceUpload.period')} rules={[required]} validateTrigger={CHOICE_TRIGGER}>
          <DatePicker picker="month" format="YYYYMM" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('invoiceUpload.amount')}
          rules={[required, { pattern: AMOUNT_PATTERN, message: t('invoiceUpload.amountFormat') }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="vat"
          label={t('invoiceUpload.vat')}
          rules={[required, { pattern: AMOUNT_PATTERN, message: t('invoiceUpload.amountFormat') }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="status" label={t('invoiceUpload.status')} rules={[required]} validateTrigger={CHOICE_TRIGGER}>
          <Select options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`invoices.status.${status}`) }))} />
        </Form.Item>
        <Form.Item name="dueDate" label={t('invoiceUpload.dueDate')} rules={[required]} validateTrigger={CHOICE_TRIGGER}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('invoiceUpload.file')}
          required
          validateTrigger="onChange"
          rules={[
            {
              validator: (_, file) =>
                file ? Promise.resolve() : Promise.reject(new Error(i18n.t('fileRequired', { ns: 'validation' }))),
            },
          ]}
        >
          <FileUpload
            accept={INVOICE_FILE_ACCEPT.split(',')}
            maxBytes={DEFAULT_UPLOAD_MAX_BYTES}
            progress={progress}
            disabled={uploading}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
