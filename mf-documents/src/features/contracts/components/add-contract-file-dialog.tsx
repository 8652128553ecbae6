import { DEFAULT_UPLOAD_MAX_BYTES, type ContractCategory, type ContractFile } from '@portal/domain';
import { i18n, translateText } from '@portal/i18n';
import { apiErrorText, FileUpload, useFormRules, usePortalForm } from '@portal/ui';
import { App, Form, Modal, Select } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { UploadErrorAlert, type UploadError } from '../../../components/upload-error-alert';
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

const FIELDS = ['category', 'file'] as const;

/**
 * "Add file" (super admin, management): a category and one file (PDF or office document, at most 20 MB, refused
 * before upload otherwise). Submitting without a file says "File is required" and "Sorry, not all fields are
 * filled in correctly." (spec §5, §8). Shows upload progress; a failed upload shows the server's message above
 * the form, its field errors on their fields (errors without a field on the file) and the others under the
 * message. Starts over each time it opens.
 */
export function AddContractFileDialog({ open, organizationId, defaultCategory, onClose, onUploaded }: AddContractFileDialogProps) {
  const { t } = useDocumentsTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number>();
  const upload = useUploadContractFileMutation();
  const [serverError, setServerError] = useState<UploadError>();
  const { required } = useFormRules();
  const { form, formProps, saving: uploading, submit, reset, placeServerErrors } = usePortalForm<AddFileValues>({
    fields: FIELDS,
    guardUnsaved: false,
    save,
  });

  const startOver = useEffectEvent(() => {
    reset();
    form.setFieldsValue({ category: defaultCategory, file: null });
    setProgress(undefined);
    setServerError(undefined);
  });
  useEffect(() => {
    if (open) startOver();
  }, [open, defaultCategory]);

  /** Uploads; a failure is shown in the dialog (message above the form, field errors on their fields). */
  async function save(values: AddFileValues) {
    if (!values.file) return;
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
      const { normalized, unplaced } = placeServerErrors(error);
      // An error without a field (e.g. an unreadable upload) is about the file, the one thing the user chose.
      const general = unplaced.filter((e) => e.field === '').map((e) => translateText(e.message));
      if (general.length > 0) form.setFields([{ name: 'file', errors: [...form.getFieldError('file'), ...general] }]);
      const details = unplaced.filter((e) => e.field !== '').map((e) => translateText(e.message));
      setServerError({ title: apiErrorText(normalized), details });
      setProgress(undefined);
    }
  }

  return (
    <Modal
      open={open}
      title={t('upload.title')}
      okText={t('upload.submit')}
      cancelText={t('upload.cancel')}
      onOk={() => {
        setServerError(undefined);
        submit();
      }}
      onCancel={onClose}
      confirmLoading={uploading}
      cancelButtonProps={{ disabled: uploading }}
      forceRender
    >
      {serverError && <UploadErrorAlert error={serverError} />}
      <Form<AddFileValues> {...formProps} initialValues={{ category: defaultCategory, file: null }} disabled={uploading}>
        <Form.Item
          name="category"
          label={t('upload.category')}
          rules={[required]}
          validateTrigger={['onBlur', 'onChange']}
        >
          <Select options={CONTRACT_TABS.map((tab) => ({ value: tab.category, label: t(`tabs.${tab.key}`) }))} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('upload.file')}
          required
          validateTrigger="onChange"
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
