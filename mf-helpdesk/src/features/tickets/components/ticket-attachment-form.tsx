import { DEFAULT_UPLOAD_MAX_BYTES } from '@portal/domain';
import { i18n, useLocale } from '@portal/i18n';
import { FileUpload, formatFileSize, usePortalForm } from '@portal/ui';
import { App, Button, Form, Switch } from 'antd';
import { useState } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useUploadTicketAttachmentMutation } from '../api/upload-ticket-attachment';
import { TICKET_ATTACHMENT_ACCEPT } from '../ticket-attachment-types';

interface AttachmentFormValues {
  file: File | null;
  internal: boolean;
}

const FORM_FIELDS = ['file', 'internal'] as const;
const EMPTY: AttachmentFormValues = { file: null, internal: false };

/** Props of {@link TicketAttachmentForm}. */
export interface TicketAttachmentFormProps {
  ticketId: number;
  /** Handlers (super admin, management, support) may add an internal file, seen by staff only. */
  mayAddInternalFile: boolean;
}

/**
 * "Attach a file" under a ticket's files (issue 13): one file through the shared FileUpload (PDF, images, office
 * documents or ZIP, at most 20 MB; refused before upload otherwise) and, for handlers, an "Internal file" switch.
 * 20 MB is the server's default UPLOAD_MAX_BYTES: a server set to another limit answers 400 on field file, shown
 * on the field like every server field error (no file, wrong type, too large, closed ticket). Attaching without a
 * file says "File is required" without calling the server (spec §5, §8). Shows progress while sending; on success
 * "File attached", an empty form and the ticket loaded again. The page leaves it out for a closed ticket.
 */
export function TicketAttachmentForm({ ticketId, mayAddInternalFile }: TicketAttachmentFormProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const locale = useLocale();
  const [progress, setProgress] = useState<number>();
  const upload = useUploadTicketAttachmentMutation(ticketId);
  const portalForm = usePortalForm<AttachmentFormValues>({
    fields: FORM_FIELDS,
    save: async ({ file, internal }) => {
      if (!file) return;
      setProgress(0);
      try {
        await upload.mutateAsync({
          file,
          internal: mayAddInternalFile && (internal ?? false),
          onProgress: setProgress,
        });
      } finally {
        setProgress(undefined);
      }
      portalForm.reset();
      void message.success(t('tickets.attachments.attached'));
    },
  });
  const uploading = portalForm.saving;

  return (
    // A form name keeps its field ids apart from the reply form's (both have `internal`).
    <Form<AttachmentFormValues>
      {...portalForm.formProps}
      name="ticket-attachment"
      initialValues={EMPTY}
      disabled={uploading}
    >
      <Form.Item
        name="file"
        label={t('tickets.attachments.attach')}
        extra={t('tickets.attachments.hint', { max: formatFileSize(DEFAULT_UPLOAD_MAX_BYTES, locale) })}
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
          accept={TICKET_ATTACHMENT_ACCEPT}
          maxBytes={DEFAULT_UPLOAD_MAX_BYTES}
          progress={progress}
          disabled={uploading}
        />
      </Form.Item>
      {mayAddInternalFile && (
        <Form.Item
          name="internal"
          label={t('tickets.attachments.internalFile')}
          valuePropName="checked"
          validateTrigger="onChange"
          extra={t('tickets.attachments.internalHint')}
        >
          <Switch />
        </Form.Item>
      )}
      <Button htmlType="submit" loading={uploading}>
        {t('tickets.attachments.submit')}
      </Button>
    </Form>
  );
}
