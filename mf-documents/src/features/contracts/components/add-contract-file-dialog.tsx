import { normalizeError } from '@portal/api';
import { DEFAULT_UPLOAD_MAX_BYTES, type ContractCategory, type ContractFile } from '@portal/domain';
import { i18n, translateText } from '@portal/i18n';
import { apiErrorText, FileUpload } from '@portal/ui';
import { Alert, App, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { useUploadContractFileMutation } from '../api/upload-contract-file';
import { CONTRACT_FILE_TYPES, CONTRACT_TABS } from '../contract-categories';

/** Props of {@link AddContractFileDialog}. */
export interface AddContractFileDialogProps {
  open: boolean;
  organizationId: number;
  /** The category chosen when the dialog opens (the open tab). */
  defaultCategory: ContractCategory;
  onClose: () => void;
  /** Called with the stored file after a successful upload (the file lists are loaded again by then). */
  onUploaded: (file: ContractFile) => void;
}

interface AddFileValues {
  category: ContractCategory;
  file: File | null;
}

/**
 * "Add file" (super admin, management): a category and one file (PDF or office document, at most 20 MB, refused
 * before upload otherwise). Submitting without a file says "File is required" (spec §5, §8). Shows upload
 * progress, and the server's error (field errors on the file) when the upload fails.
 */
export function AddContractFileDialog({ open, organizationId, defaultCategory, onClose, onUploaded }: AddContractFileDialogProps) {
  const { t } = useDocumentsTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AddFileValues>();
  const [progress, setProgress] = useState<number>();
  const upload = useUploadContractFileMutation();
  const uploading = upload.isPending;
  const [serverError, setServerError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ category: defaultCategory, file: null });
    setProgress(undefined);
    setServerError(undefined);
  }, [open, defaultCategory, form]);

  async function submit(values: AddFileValues) {
    if (!values.file) return;
    setServerError(undefined);
    setProgress(0);
    try {
      const stored = await upload.mutateAsync({
        organizationId,
        category: values.category,
        file: values.file,
        onProgress: setProgress,
      });
      void message.success(t('upload.uploaded', { name: stored.fileName }));
      onUploaded(stored);
    } catch (error) {
      const normalized = normalizeError(error);
      const fileErrors = normalized.fieldErrors.filter((e) => e.field === 'file' || e.field === '');
      form.setFields([{ name: 'file', errors: fileErrors.map((e) => translateText(e.message)) }]);
      setServerError(apiErrorText(normalized));
      setProgress(undefined);
    }
  }

  return (
    <Modal
      open={open}
      title={t('upload.title')}
      okText={t('upload.submit')}
      cancelText={t('upload.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={uploading}
      cancelButtonProps={{ disabled: uploading }}
      forceRender
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      <Form<AddFileValues>
        form={form}
        layout="vertical"
        initialValues={{ category: defaultCategory, file: null }}
        onFinish={submit}
        disabled={uploading}
      >
        <Form.Item name="category" label={t('upload.category')} rules={[{ required: true }]}>
          <Select options={CONTRACT_TABS.map((tab) => ({ value: tab.category, label: t(`tabs.${tab.key}`) }))} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('upload.file')}
          required
          rules={[
            {
              validator: (_, file) =>
                file ? Promise.resolve() : Promise.reject(new Error(i18n.t('fileRequired', { ns: 'validation' }))),
            },
          ]}
        >
          <FileUpload accept={CONTRACT_FILE_TYPES} maxBytes={DEFAULT_UPLOAD_MAX_BYTES} progress={progress} disabled={uploading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
