import { ROAMING_TECHNOLOGIES, type RoamingEntry, type RoamingTechnology } from '@portal/domain';
import { DataTable, useListFilter, type DataTableColumn, type DataTableQuery } from '@portal/ui';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import {
  ROAMING_ENTRIES_PAGE_SIZE,
  readRoamingTechnology,
  roamingEntriesPageQuery,
} from '../api/list-roaming-entries';
import { TechnologyTags } from './technology-tags';

/** Props of {@link RoamingNetworksTab}. */
export interface RoamingNetworksTabProps {
  supplierId: number;
}

/**
 * The "Networks" tab of a roaming list (issue 15): the networks of the current version, 20 per page from the
 * server, by country and operator — Country, Operator, MCC-MNC, Technologies (tags). The search box (country,
 * operator or MCC-MNC; searches on Enter) and the technology filter ("All technologies", 2G … NB-IoT) live in the URL
 * (`?search=&technology=&page=`) and go back to page 1. Empty: "No networks match your search." (searched or
 * filtered) or "This list has no networks."; a failed load shows the error with "Try again" (DataTable).
 */
export function RoamingNetworksTab({ supplierId }: RoamingNetworksTabProps) {
  const { t } = useShipmentsTranslation();
  const [params] = useSearchParams();
  const setFilter = useListFilter();
  const technology = readRoamingTechnology(params.get('technology'));
  const filtered = !!params.get('search') || technology !== undefined;

  const columns = useMemo<DataTableColumn<RoamingEntry>[]>(
    () => [
      { key: 'country', dataIndex: 'country', title: t('simManagement.roaming.fields.country') },
      { key: 'operator', dataIndex: 'operator', title: t('simManagement.roaming.fields.operator') },
      {
        key: 'mccMnc',
        dataIndex: 'mccMnc',
        title: t('simManagement.roaming.fields.mccMnc'),
        render: (_: unknown, row) => <span style={{ whiteSpace: 'nowrap' }}>{row.mccMnc}</span>,
      },
      {
        key: 'technologies',
        title: t('simManagement.roaming.fields.technologies'),
        render: (_: unknown, row) => <TechnologyTags technologies={row.technologies} />,
      },
    ],
    [t],
  );

  const pageQuery = (query: DataTableQuery) =>
    roamingEntriesPageQuery(supplierId, {
      page: query.page,
      pageSize: query.pageSize,
      search: query.search,
      technology,
    });

  return (
    <DataTable<RoamingEntry>
      ariaLabel={t('simManagement.roaming.tabs.networks')}
      rowKey="mccMnc"
      pageQuery={pageQuery}
      pageSize={ROAMING_ENTRIES_PAGE_SIZE}
      columns={columns}
      search={{ label: t('simManagement.roaming.search') }}
      toolbar={
        <Select<RoamingTechnology>
          allowClear
          aria-label={t('simManagement.roaming.technology')}
          placeholder={t('simManagement.roaming.allTechnologies')}
          value={technology}
          onChange={(value) => setFilter('technology', value)}
          options={ROAMING_TECHNOLOGIES.map((value) => ({ value, label: value }))}
          style={{ minWidth: 180 }}
        />
      }
      emptyText={filtered ? t('simManagement.roaming.noMatch') : t('simManagement.roaming.noNetworks')}
    />
  );
}
