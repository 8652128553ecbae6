import { normalizeError } from '@portal/api';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  INVOICE_FILE_ACCEPT,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceStatus,
  type InvoiceUploadFields,
} from '@portal/domain';
import { i18n, translateText } from '@portal/i18n';
import { apiErrorText, FileUpload } from '@portal/ui';
import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { OrganizationPicker } from '../../../components/organization-picker';
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
 * without one). Shows upload progress and the server's errors on their fields.
 */
export function UploadInvoiceDialog({ open, organizationId, onClose, onUploaded }: UploadInvoiceDialogProps) {
  const { t } = useDocumentsTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<InvoiceFormValues>();
  const [progress, setProgress] = useState<number>();
  const upload = useUploadInvoiceMutation();
  const uploading = upload.isPending;
  const [serverError, setServerError] = useState<string>();
  const required = { required: true, message: t('messages.required') };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ organizationId, status: 'open', file: null });
    setProgress(undefined);
    setServerError(undefined);
  }, [open, organizationId, form]);

  async function submit(values: InvoiceFormValues) {
    if (!values.file || values.organizationId === undefined) return;
    setServerError(undefined);
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
      const normalized = normalizeError(error);
      form.setFields(
        normalized.fieldErrors
          .filter((e) => FIELDS.includes(e.field))
          .map((e) => ({ name: e.field as keyof InvoiceFormValues, errors: [translateText(e.message)] })),
      );
      setServerError(apiErrorText(normalized));
      setProgress(undefined);
    }
  }

  return (
    <Modal
      open={open}
      title={t('invoiceUpload.title')}
      okText={t('invoiceUpload.submit')}
      cancelText={t('invoiceUpload.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={uploading}
      cancelButtonProps={{ disabled: uploading }}
      forceRender
      width={640}
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      <Form<InvoiceFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={() => setServerError(t('messages.formIncomplete'))}
        disabled={uploading}
      >
        <Form.Item name="organizationId" label={t('invoiceUpload.organization')} rules={[required]}>
          <OrganizationPicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="invoiceNumber" label={t('invoiceUpload.invoiceNumber')} rules={[{ ...required, whitespace: true }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="invoiceDate" label={t('invoiceUpload.invoiceDate')} rules={[required]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="period" label={t('invoiceUpload.period')} rules={[required]}>
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
        <Form.Item name="status" label={t('invoiceUpload.status')} rules={[required]}>
          <Select options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`invoices.status.${status}`) }))} />
        </Form.Item>
        <Form.Item name="dueDate" label={t('invoiceUpload.dueDate')} rules={[required]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('invoiceUpload.file')}
          required
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
