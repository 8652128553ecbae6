import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { ContractFile } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { ConfirmAction, EmptyState, ErrorResult, formatFileSize, useApiError } from '@portal/ui';
import { App, Button, Space, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { PdfModal } from '../../../components/pdf-modal';
import { formatDocumentDate } from '../../../format/document-format';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import type { ContractOwner } from '../api/contract-keys';
import { useDeleteContractFileMutation } from '../api/delete-contract-file';
import { downloadContractFile } from '../api/download-contract-file';
import { getContractFileContent } from '../api/get-contract-file-content';
import { useContractFilesQuery } from '../api/list-contract-files';
import { isViewable, type ContractTab } from '../contract-categories';

/** Props of {@link ContractFileList}. */
export interface ContractFileListProps {
  owner: ContractOwner;
  tab: ContractTab;
  /** Shows "Delete" (super admin, management; spec §6). */
  canDelete: boolean;
}

/**
 * The files of one contract category (spec §2 contracts tabs): name, date, size and the actions View (PDFs, inline),
 * Download and, for managers, Delete after "Are you sure you want to delete file {name}?" (spec §8). Empty:
 * "No SLA found" / "No agreements found" / "No other files found" / "No orders found".
 */
export function ContractFileList({ owner, tab, canDelete }: ContractFileListProps) {
  const { t } = useDocumentsTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const files = useContractFilesQuery(owner, tab.category);
  const deletion = useDeleteContractFileMutation();
  const [viewing, setViewing] = useState<ContractFile | null>(null);

  async function remove(file: ContractFile) {
    try {
      await deletion.mutateAsync(file);
      void message.success(t('files.deleted', { name: file.fileName }));
    } catch (error) {
      showApiError(error);
    }
  }

  async function download(file: ContractFile) {
    try {
      await downloadContractFile(file);
    } catch (error) {
      showApiError(error);
    }
  }

  if (files.isError) return <ErrorResult error={files.error} onRetry={() => void files.refetch()} />;

  const columns: TableColumnType<ContractFile>[] = [
    { key: 'name', dataIndex: 'fileName', title: t('files.columns.name') },
    {
      key: 'date',
      dataIndex: 'uploadedAt',
      title: t('files.columns.date'),
      render: (value: string) => formatDocumentDate(value, locale),
    },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('files.columns.size'),
      align: 'right',
      render: (value: number) => formatFileSize(value, locale),
    },
    {
      key: 'actions',
      title: t('files.columns.actions'),
      render: (_: unknown, file) => (
        <Space wrap>
          {isViewable(file) && (
            <Button
              icon={<EyeOutlined />}
              aria-label={t('files.viewFile', { name: file.fileName })}
              onClick={() => setViewing(file)}
            >
              {t('files.view')}
            </Button>
          )}
          <Button
            icon={<DownloadOutlined />}
            aria-label={t('files.downloadFile', { name: file.fileName })}
            onClick={() => void download(file)}
          >
            {t('files.download')}
          </Button>
          {canDelete && (
            <ConfirmAction action={t('files.deleteAction', { name: file.fileName })} onConfirm={() => remove(file)}>
              <Button danger icon={<DeleteOutlined />} aria-label={t('files.deleteFile', { name: file.fileName })}>
                {t('files.delete')}
              </Button>
            </ConfirmAction>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Table<ContractFile>
        aria-label={t('files.listLabel', { category: t(`tabs.${tab.key}`) })}
        rowKey="id"
        columns={columns}
        dataSource={files.data ?? []}
        loading={files.isFetching}
        pagination={false}
        locale={{ emptyText: files.isFetching ? <span /> : <EmptyState description={t(`empty.${tab.key}`)} /> }}
        scroll={{ x: true }}
      />
      <PdfModal
        document={viewing && { title: viewing.fileName, load: () => getContractFileContent(viewing) }}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
