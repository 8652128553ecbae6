import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { SupplierServiceDocument } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { ConfirmAction, DateText, EmptyState, formatFileSize, useApiError } from '@portal/ui';
import { App, Button, Space, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useDownload } from '../../../shared/hooks/use-download';
import { useDeleteSupplierServiceDocumentMutation } from '../api/delete-supplier-service-document';
import { downloadSupplierServiceDocument } from '../api/download-supplier-service-document';
import { SupplierServiceDocumentModal } from './supplier-service-document-modal';
import { SupplierServiceSection } from './supplier-service-section';

/** Props of {@link SupplierServiceDocuments}. */
export interface SupplierServiceDocumentsProps {
  /** The page's subsystem (3, 4, 5 or 8). */
  subsystem: number;
  /** The page's documents, by title (the server's order). */
  documents: readonly SupplierServiceDocument[];
  /** Shows "Add document" and each row's "Delete" (SUPPLIER_SERVICE_EDITOR_ROLES). */
  canEdit: boolean;
}

/**
 * "Documents" of a supplier service page (issue 15): a table of title, file name, size and upload date, each row
 * with "Download" (the file as uploaded); editors also get "Add document" (SupplierServiceDocumentModal) and each
 * row's "Delete" after "Are you sure you want to delete file …?" (spec §8, the contracts' wording), which says "File
 * … has been deleted". None: "No documents yet.".
 */
export function SupplierServiceDocuments({ subsystem, documents, canEdit }: SupplierServiceDocumentsProps) {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const deletion = useDeleteSupplierServiceDocumentMutation();
  const [adding, setAdding] = useState(false);

  async function remove(document: SupplierServiceDocument) {
    try {
      await deletion.mutateAsync({ subsystem, documentId: document.id });
      void message.success(t('supplierService.documents.deleted', { title: document.title }));
    } catch (error) {
      showApiError(error);
    }
  }

  const columns: TableColumnType<SupplierServiceDocument>[] = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('supplierService.documents.columns.title'),
      render: (title: string) => <span style={{ overflowWrap: 'anywhere' }}>{title}</span>,
    },
    {
      key: 'fileName',
      dataIndex: 'fileName',
      title: t('supplierService.documents.columns.fileName'),
      render: (fileName: string) => <span style={{ overflowWrap: 'anywhere' }}>{fileName}</span>,
    },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('supplierService.documents.columns.size'),
      align: 'right',
      render: (size: number) => formatFileSize(size, locale),
    },
    {
      key: 'date',
      dataIndex: 'uploadedAt',
      title: t('supplierService.documents.columns.date'),
      render: (uploadedAt: string) => <DateText value={uploadedAt} />,
    },
    {
      key: 'actions',
      title: t('supplierService.documents.columns.actions'),
      render: (_: unknown, document) => (
        <Space wrap>
          <DocumentDownloadButton subsystem={subsystem} document={document} />
          {canEdit && (
            <ConfirmAction
              action={t('supplierService.documents.deleteAction', { title: document.title })}
              onConfirm={() => remove(document)}
            >
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('supplierService.documents.deleteLabel', { title: document.title })}
              >
                {t('supplierService.documents.delete')}
              </Button>
            </ConfirmAction>
          )}
        </Space>
      ),
    },
  ];

  return (
    <SupplierServiceSection
      title={t('supplierService.documents.title')}
      extra={
        canEdit && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('supplierService.documents.add')}
          </Button>
        )
      }
    >
      {documents.length === 0 ? (
        <EmptyState description={t('supplierService.documents.empty')} />
      ) : (
        <Table<SupplierServiceDocument>
          rowKey="id"
          columns={columns}
          dataSource={[...documents]}
          pagination={false}
          scroll={{ x: true }}
        />
      )}
      {adding && <SupplierServiceDocumentModal subsystem={subsystem} onClose={() => setAdding(false)} />}
    </SupplierServiceSection>
  );
}

/** "Download" of one document, spinning while the file loads; a failure shows the spec §8 message (useDownload). */
function DocumentDownloadButton({
  subsystem,
  document,
}: {
  subsystem: number;
  document: SupplierServiceDocument;
}) {
  const { t } = useShipmentsTranslation();
  const { downloading, download } = useDownload();
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={downloading}
      aria-label={t('supplierService.documents.downloadLabel', { title: document.title })}
      onClick={() => void download(() => downloadSupplierServiceDocument(subsystem, document))}
    >
      {t('supplierService.documents.download')}
    </Button>
  );
}
