import type { RoamingEntry, RoamingListVersion } from '@portal/domain';
import { ErrorResult } from '@portal/ui';
import { Alert, Flex, Skeleton, Table, Typography, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useRoamingChangesQuery } from '../api/get-roaming-changes';
import { TechnologyTags } from './technology-tags';

/** Rows a changes table shows per page. */
const CHANGES_PAGE_SIZE = 20;

/** A network as it was and as it is now (same MCC-MNC). */
interface ChangedEntry {
  before: RoamingEntry;
  after: RoamingEntry;
}

/** Props of {@link RoamingChangesTab}. */
export interface RoamingChangesTabProps {
  /** The version whose changes are shown (the current one). */
  version: Pick<RoamingListVersion, 'id' | 'supplierId'>;
}

/** The columns of the Added and Removed tables. */
function entryColumns(t: TFunction): TableColumnType<RoamingEntry>[] {
  return [
    { key: 'country', dataIndex: 'country', title: t('simManagement.roaming.fields.country') },
    { key: 'operator', dataIndex: 'operator', title: t('simManagement.roaming.fields.operator') },
    { key: 'mccMnc', dataIndex: 'mccMnc', title: t('simManagement.roaming.fields.mccMnc') },
    {
      key: 'technologies',
      title: t('simManagement.roaming.fields.technologies'),
      render: (_: unknown, row) => <TechnologyTags technologies={row.technologies} />,
    },
  ];
}

/** One side of a changed network: the operator (and the country when that changed) with the technologies. */
function ChangedSide({ entry, showCountry }: { entry: RoamingEntry; showCountry: boolean }) {
  return (
    <Flex vertical gap={4}>
      <span>{showCountry ? `${entry.country} · ${entry.operator}` : entry.operator}</span>
      <TechnologyTags technologies={entry.technologies} />
    </Flex>
  );
}

/** The columns of the Changed table: MCC-MNC, country (now), before and after. */
function changedColumns(t: TFunction): TableColumnType<ChangedEntry>[] {
  const countryChanged = (row: ChangedEntry) => row.before.country !== row.after.country;
  return [
    {
      key: 'mccMnc',
      title: t('simManagement.roaming.fields.mccMnc'),
      render: (_: unknown, row) => row.after.mccMnc,
    },
    {
      key: 'country',
      title: t('simManagement.roaming.fields.country'),
      render: (_: unknown, row) => row.after.country,
    },
    {
      key: 'before',
      title: t('simManagement.roaming.changes.before'),
      render: (_: unknown, row) => <ChangedSide entry={row.before} showCountry={countryChanged(row)} />,
    },
    {
      key: 'after',
      title: t('simManagement.roaming.changes.after'),
      render: (_: unknown, row) => <ChangedSide entry={row.after} showCountry={countryChanged(row)} />,
    },
  ];
}

/** One section of the tab: a level-2 heading with the count, then the table, or "None.". */
function ChangesSection<T extends object>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: T[];
  columns: TableColumnType<T>[];
  rowKey: (row: T) => string;
}) {
  const { t } = useShipmentsTranslation();
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('simManagement.roaming.changes.none')}</Typography.Text>
      ) : (
        <Table<T>
          size="small"
          columns={columns}
          dataSource={rows}
          rowKey={rowKey}
          pagination={
            rows.length > CHANGES_PAGE_SIZE ? { pageSize: CHANGES_PAGE_SIZE, showSizeChanger: false } : false
          }
          scroll={{ x: true }}
        />
      )}
    </section>
  );
}

/**
 * The "Changes" tab of a roaming list (issue 15: "a new version shows what changed since the one before it"): the
 * networks Added, Removed and Changed (another country, operator name or technology set for the same MCC-MNC;
 * before and after side by side) in the current version, each under its heading with its count. The first version
 * has nothing to compare with: "This is the first version of the list.". Loading: a skeleton; a failed load: the
 * error with "Try again".
 */
export function RoamingChangesTab({ version }: RoamingChangesTabProps) {
  const { t } = useShipmentsTranslation();
  const changes = useRoamingChangesQuery(version.supplierId, version.id);

  if (changes.isError) return <ErrorResult error={changes.error} onRetry={() => void changes.refetch()} />;
  if (!changes.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const { added, removed, changed, previousVersionId } = changes.data;
  if (previousVersionId === null) {
    return <Alert type="info" showIcon title={t('simManagement.roaming.changes.first')} />;
  }
  const byMccMnc = (row: RoamingEntry) => row.mccMnc;
  return (
    <Flex vertical gap={24}>
      <Typography.Text type="secondary">{t('simManagement.roaming.changes.intro')}</Typography.Text>
      <ChangesSection
        title={t('simManagement.roaming.changes.added', { count: added.length })}
        rows={added}
        columns={entryColumns(t)}
        rowKey={byMccMnc}
      />
      <ChangesSection
        title={t('simManagement.roaming.changes.removed', { count: removed.length })}
        rows={removed}
        columns={entryColumns(t)}
        rowKey={byMccMnc}
      />
      <ChangesSection
        title={t('simManagement.roaming.changes.changed', { count: changed.length })}
        rows={changed}
        columns={changedColumns(t)}
        rowKey={(row) => row.after.mccMnc}
      />
    </Flex>
  );
}
