import { ROAMING_LIST_MAX_BYTES } from '@portal/domain';
import { normalizeError } from '@portal/api';
import { i18n, translateText } from '@portal/i18n';
import { apiErrorText, FileUpload, useModalForm } from '@portal/ui';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { ROAMING_LIST_TYPES, useUploadRoamingListMutation } from '../api/upload-roaming-list';

/** Props of {@link RoamingListUploadModal}. */
export interface RoamingListUploadModalProps {
  supplierId: number;
  /** Closes the dialog (after an upload, or on Cancel / Escape). */
  onClose: () => void;
}

interface UploadValues {
  file: File | null;
}

/** A refused upload as the dialog shows it: the server's message and each problem it found (row and column). */
interface UploadRefusal {
  title: string;
  problems: string[];
}

/**
 * "Upload new version" of a roaming list (editors: SIM_MANAGEMENT_EDITOR_ROLES; issue 15): what the file must look
 * like (row 1 the column names; Country, Operator, MCC-MNC, Technologies or one column per technology), and the file
 * (xlsx or csv of at most ROAMING_LIST_MAX_BYTES, 5 MB: another type or a larger file is refused before upload;
 * none: "File is required"). "Upload" sends it (POST …/roaming-lists); the file becomes the current version, the
 * dialog closes with "Roaming list uploaded: 3 added, 1 removed, 2 changed." and the page loads again. A refused
 * file keeps the dialog open with the server's message and every problem it found, as the server wrote them in the
 * interface language ('Row 5, column "MCC-MNC": …'). Render it only while open: it mounts open.
 */
export function RoamingListUploadModal({ supplierId, onClose }: RoamingListUploadModalProps) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const upload = useUploadRoamingListMutation();
  const [refusal, setRefusal] = useState<UploadRefusal>();
  const { modalProps, formProps, saving } = useModalForm<UploadValues>({
    fields: ['file'],
    save: async ({ file }) => {
      if (!file) return;
      setRefusal(undefined);
      try {
        const { changes } = await upload.mutateAsync({ supplierId, file });
        void message.success(
          t('simManagement.upload.uploaded', {
            added: changes.added.length,
            removed: changes.removed.length,
            changed: changes.changed.length,
          }),
        );
        onClose();
      } catch (error) {
        // Shown in the dialog, every problem listed: the file is what the user must fix.
        const normalized = normalizeError(error);
        setRefusal({
          title: apiErrorText(normalized),
          problems: normalized.fieldErrors.map((fieldError) => translateText(fieldError.message)),
        });
      }
    },
  });

  return (
    <Modal
      {...modalProps}
      title={t('simManagement.upload.title')}
      okText={t('simManagement.upload.submit')}
      cancelText={t('simManagement.upload.cancel')}
      cancelButtonProps={{ disabled: saving }}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
    >
      <Typography.Paragraph>{t('simManagement.upload.columnsIntro')}</Typography.Paragraph>
      <ul style={{ marginTop: 0 }}>
        <li>{t('simManagement.upload.columnCountry')}</li>
        <li>{t('simManagement.upload.columnOperator')}</li>
        <li>{t('simManagement.upload.columnMccMnc')}</li>
        <li>{t('simManagement.upload.columnTechnologies')}</li>
      </ul>
      <Typography.Paragraph type="secondary">{t('simManagement.upload.replaceNote')}</Typography.Paragraph>
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={refusal.title}
          description={
            refusal.problems.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {refusal.problems.map((problem, index) => (
                  <li key={`${index}-${problem}`}>{problem}</li>
                ))}
              </ul>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<UploadValues> {...formProps} name="roamingListUpload" initialValues={{ file: null }}>
        <Form.Item
          name="file"
          label={t('simManagement.upload.file')}
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
            accept={ROAMING_LIST_TYPES}
            maxBytes={ROAMING_LIST_MAX_BYTES}
            disabled={saving}
            aria-label={t('simManagement.upload.chooseFile')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
