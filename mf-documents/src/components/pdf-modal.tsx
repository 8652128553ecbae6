import { PdfViewer } from '@portal/ui';
import { Modal } from 'antd';
import { useDocumentsTranslation } from '../i18n/use-documents-translation';

/** Props of {@link PdfModal}. */
export interface PdfModalProps {
  /** The document to show, or null when the dialog is closed. */
  document: { title: string; load: () => Promise<Blob> } | null;
  onClose: () => void;
}

/** A large dialog showing a PDF inline (PdfViewer of @portal/ui: fetched with the bearer token, object URL). */
export function PdfModal({ document, onClose }: PdfModalProps) {
  const { t } = useDocumentsTranslation();
  return (
    <Modal
      open={!!document}
      title={document?.title}
      onCancel={onClose}
      footer={null}
      width="min(1100px, 95vw)"
      destroyOnHidden
      closable={{ 'aria-label': t('files.close') }}
    >
      {document && <PdfViewer load={document.load} title={document.title} />}
    </Modal>
  );
}
