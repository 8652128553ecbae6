import type { OrganizationListItem } from '@portal/domain';
import {
  DataTable,
  PageHeader,
  readListQuery,
  useApiError,
  type DataTableColumn,
  type DataTableQuery,
  type PageReads,
} from '@portal/ui';
import { Button, Card, Flex, Grid } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { exportOrganizationAddresses } from '../api/export-organization-addresses';
import { exportOrganizationUsers } from '../../../shared/api/export-organization-users';
import { organizationsPageQuery } from '../api/list-organizations';
import { OrganizationStatusTags } from '../components/organization-status-tags';
import { useCanWriteOrganizations } from '../../../shared/use-can-write-organizations';

/** The query of one page of the list for the DataTable's query (filter switches `inactive` and `prospect`). */
function organizationsTablePage(query: DataTableQuery) {
  return organizationsPageQuery({
    page: query.page,
    pageSize: query.pageSize,
    search: query.search,
    sort: query.sort,
    inactive: query.filters.inactive ?? false,
    prospect: query.filters.prospect ?? false,
  });
}

/** The list's filter switches (spec §2): "Show inactive customers", "Show prospects". */
const FILTERS = ['inactive', 'prospect'] as const;

/** The screen's first read (issue 18): the page of the list the address asks for, as the table will ask for it. */
export const organizationsPageReads: PageReads = ({ searchParams }) => [
  organizationsTablePage(readListQuery(searchParams, { filters: FILTERS })),
];

/**
 * The customer list (/organizations, spec §2; staff only): header "Customers" with "New customer" (writers only),
 * "Export addresses" and "Export users" (xlsx); a server-paginated table (20 per page) with search, sorting on
 * name, customer number, city and country, status tags, and the switches "Show inactive customers" and
 * "Show prospects". Page, search, sort and switches live in the URL (DataTable of @portal/ui).
 */
export function OrganizationsPage() {
  const { t } = useCustomersTranslation();
  const navigate = useNavigate();
  const showApiError = useApiError();
  const canWrite = useCanWriteOrganizations();
  const [exporting, setExporting] = useState<'addresses' | 'users'>();

  async function runExport(kind: 'addresses' | 'users') {
    setExporting(kind);
    try {
      await (kind === 'addresses' ? exportOrganizationAddresses() : exportOrganizationUsers());
    } catch (error) {
      showApiError(error);
    } finally {
      setExporting(undefined);
    }
  }

  // Below 576 px (antd sm) the status column gives way and the tags sit under the name (no sideways scroll); city
  // shows from 768 px (md), country and contact person from 1200 px (xl), so the list fits at 1024 px whatever the
  // names and customer numbers.
  const narrow = Grid.useBreakpoint().sm === false;
  const columns = useMemo<DataTableColumn<OrganizationListItem>[]>(
    () => [
      {
        key: 'name',
        dataIndex: 'name',
        title: t('list.columns.name'),
        sorter: true,
        render: (name: string, row) =>
          narrow ? (
            <Flex vertical gap={4} align="flex-start">
              <Link to={`/organizations/${row.id}`}>{name}</Link>
              <OrganizationStatusTags {...row} />
            </Flex>
          ) : (
            <Link to={`/organizations/${row.id}`}>{name}</Link>
          ),
      },
      { key: 'customerNumber', dataIndex: 'customerNumber', title: t('list.columns.customerNumber'), sorter: true },
      { key: 'city', dataIndex: 'city', title: t('list.columns.city'), sorter: true, responsive: ['md'] },
      { key: 'country', dataIndex: 'country', title: t('list.columns.country'), sorter: true, responsive: ['xl'] },
      {
        key: 'contactPersonName',
        dataIndex: 'contactPersonName',
        title: t('list.columns.contactPerson'),
        responsive: ['xl'],
      },
      {
        key: 'status',
        responsive: ['sm'],
        title: t('list.columns.status'),
        render: (_: unknown, row) => <OrganizationStatusTags {...row} />,
      },
    ],
    [t, narrow],
  );

  return (
    <>
      <PageHeader
        title={t('routes.organizations')}
        extra={
          <>
            {canWrite && (
              <Button type="primary" onClick={() => navigate('/organizations/new')}>
                {t('list.newCustomer')}
              </Button>
            )}
            <Button loading={exporting === 'addresses'} onClick={() => runExport('addresses')}>
              {t('list.exportAddresses')}
            </Button>
            <Button loading={exporting === 'users'} onClick={() => runExport('users')}>
              {t('list.exportUsers')}
            </Button>
          </>
        }
      />
      <Card>
        <DataTable<OrganizationListItem>
          ariaLabel={t('routes.organizations')}
          pageQuery={organizationsTablePage}
          columns={columns}
          search={{ label: t('list.search') }}
          filters={FILTERS.map((key) => ({
            key,
            label: t(key === 'inactive' ? 'list.showInactive' : 'list.showProspects'),
          }))}
          emptyText={t('list.empty')}
        />
      </Card>
    </>
  );
}
