import { DEFAULT_UPLOAD_MAX_BYTES, SUPPLIER_SERVICE_TITLE_MAX } from '@portal/domain';
import { i18n, useLocale } from '@portal/i18n';
import { FileUpload, formatFileSize, useFormRules, useModalForm } from '@portal/ui';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import {
  SUPPLIER_SERVICE_DOCUMENT_TYPES,
  useUploadSupplierServiceDocumentMutation,
} from '../api/upload-supplier-service-document';

/** Props of {@link SupplierServiceDocumentModal}. */
export interface SupplierServiceDocumentModalProps {
  /** The page's subsystem (3, 4, 5 or 8). */
  subsystem: number;
  /** Closes the dialog (after an upload, or on Cancel / Escape). */
  onClose: () => void;
}

interface DocumentValues {
  title: string;
  file: File | null;
}

/** The form's fields (the server's field names of a 400). */
const DOCUMENT_FIELDS = ['title', 'file'] as const;

/**
 * "Add document" of a supplier service page (editors: SUPPLIER_SERVICE_EDITOR_ROLES; issue 15; spec §5, §8): a title
 * (required, at most SUPPLIER_SERVICE_TITLE_MAX characters) and one file (PDF or office document of at most
 * DEFAULT_UPLOAD_MAX_BYTES, 20 MB: another type or a larger file is refused before upload; none: "File is
 * required"). "Upload" sends both (POST …/documents) with a progress bar, closes the dialog with "File … has been
 * uploaded" and the page lists the document; a refusal keeps the dialog open with the server's errors under Title
 * and File. Render it only while open: it mounts open.
 */
export function SupplierServiceDocumentModal({ subsystem, onClose }: SupplierServiceDocumentModalProps) {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const { required, maxLength } = useFormRules();
  const upload = useUploadSupplierServiceDocumentMutation();
  const [progress, setProgress] = useState<number>();
  const { modalProps, formProps, saving } = useModalForm<DocumentValues>({
    fields: DOCUMENT_FIELDS,
    save: async ({ title, file }) => {
      if (!file) return;
      setProgress(0);
      try {
        const stored = await upload.mutateAsync({
          subsystem,
          title: title.trim(),
          file,
          onProgress: setProgress,
        });
        void message.success(t('supplierService.upload.uploaded', { title: stored.title }));
        onClose();
      } catch (error) {
        setProgress(undefined);
        throw error;
      }
    },
  });

  return (
    <Modal
      {...modalProps}
      title={t('supplierService.upload.title')}
      okText={t('supplierService.upload.submit')}
      cancelText={t('supplierService.upload.cancel')}
      cancelButtonProps={{ disabled: saving }}
      onCancel={onClose}
      mask={{ closable: false }}
      afterOpenChange={(open) => open && formProps.form.focusField('title')}
    >
      <Form<DocumentValues>
        {...formProps}
        name="supplierServiceDocument"
        initialValues={{ title: '', file: null }}
        disabled={saving}
      >
        <Form.Item
          name="title"
          label={t('supplierService.upload.documentTitle')}
          extra={t('supplierService.upload.documentTitleHelp')}
          rules={[required, maxLength(SUPPLIER_SERVICE_TITLE_MAX)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('supplierService.upload.file')}
          extra={t('supplierService.upload.fileHelp', {
            size: formatFileSize(DEFAULT_UPLOAD_MAX_BYTES, locale),
          })}
          required
          validateTrigger="onChange"
          rules={[
            {
              validator: (_, file) =>
                file
                  ? Promise.resolve()
                  : Promise.reject(new Error(i18n.t('fileRequired', { ns: 'validation' }))),
            },
          ]}
        >
          <FileUpload
            accept={SUPPLIER_SERVICE_DOCUMENT_TYPES}
            maxBytes={DEFAULT_UPLOAD_MAX_BYTES}
            progress={progress}
            disabled={saving}
            aria-label={t('supplierService.upload.chooseFile')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
