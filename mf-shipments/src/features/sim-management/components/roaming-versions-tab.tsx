import type { RoamingListVersion } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { DateText, EmptyState, ErrorResult, formatDate } from '@portal/ui';
import { Table, Tag, type TableColumnType } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useRoamingListVersionsQuery } from '../api/list-roaming-list-versions';
import { RoamingListDownloadButton } from './roaming-list-download-button';

/** Props of {@link RoamingVersionsTab}. */
export interface RoamingVersionsTabProps {
  supplierId: number;
}

/**
 * The "Versions" tab of a roaming list (staff; issue 15: "every version is kept with its uploader and date"): every
 * uploaded version, newest first — uploaded (date and time, "Current" on the newest), file name, uploader, networks,
 * changes against the version before it ("+3 −1 ~2", read out as "3 added, 1 removed, 2 changed"; "First version"
 * for the first) and a download button per version. A failed load shows the error with "Try again".
 */
export function RoamingVersionsTab({ supplierId }: RoamingVersionsTabProps) {
  const { t } = useShipmentsTranslation();
  const locale = useLocale();
  const versions = useRoamingListVersionsQuery(supplierId, true);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);

  if (versions.isError) return <ErrorResult error={versions.error} onRetry={() => void versions.refetch()} />;

  const columns: TableColumnType<RoamingListVersion>[] = [
    {
      key: 'createdAt',
      title: t('simManagement.roaming.versions.uploadedAt'),
      render: (_: unknown, row) => (
        <>
          <DateText value={row.createdAt} withTime />
          {row.isCurrent && (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {t('simManagement.roaming.versions.current')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'fileName',
      title: t('simManagement.roaming.versions.fileName'),
      render: (_: unknown, row) => <span style={{ overflowWrap: 'anywhere' }}>{row.fileName}</span>,
    },
    {
      key: 'uploadedBy',
      title: t('simManagement.roaming.versions.uploadedBy'),
      render: (_: unknown, row) => row.uploadedBy ?? t('simManagement.none'),
    },
    {
      key: 'entryCount',
      title: t('simManagement.roaming.versions.networks'),
      align: 'right',
      render: (_: unknown, row) => number(row.entryCount),
    },
    {
      key: 'changes',
      title: t('simManagement.roaming.versions.changes'),
      render: (_: unknown, row) => {
        if (row.added === null || row.removed === null || row.changed === null)
          return t('simManagement.roaming.versions.first');
        const counts = {
          added: number(row.added),
          removed: number(row.removed),
          changed: number(row.changed),
        };
        return (
          <span style={{ whiteSpace: 'nowrap' }}>
            <span aria-hidden>{t('simManagement.roaming.versions.changeCounts', counts)}</span>
            <span className="visually-hidden">
              {t('simManagement.roaming.versions.changeCountsLabel', counts)}
            </span>
          </span>
        );
      },
    },
    {
      key: 'download',
      title: t('simManagement.roaming.versions.download'),
      render: (_: unknown, row) => (
        <RoamingListDownloadButton
          version={row}
          size="small"
          ariaLabel={t('simManagement.roaming.versions.downloadLabel', {
            fileName: row.fileName,
            date: formatDate(row.createdAt, locale, true),
          })}
        />
      ),
    },
  ];

  return (
    <section aria-label={t('simManagement.roaming.tabs.versions')}>
      <Table<RoamingListVersion>
        columns={columns}
        dataSource={versions.data ?? []}
        loading={versions.isPending}
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: versions.isPending ? <span /> : <EmptyState /> }}
      />
    </section>
  );
}
