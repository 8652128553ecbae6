import { OrganizationRoleCode, type UserListItem } from '@portal/domain';
import {
  DataTable,
  DateText,
  OrganizationPicker,
  PageHeader,
  useApiError,
  useListFilter,
  type DataTableColumn,
  type DataTableQuery,
} from '@portal/ui';
import { Button, Card, Flex, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { exportOrganizationUsers } from '../../../shared/api/export-organization-users';
import { usersPageQuery } from '../api/list-users';
import { ConfirmationTag, RoleTags, TwoFactorTag } from '../components/user-tags';

const ROLE_CODES = Object.values(OrganizationRoleCode).map(String);

/** The filters of the URL: `?organizationId=` and `?role=` (a role code); invalid values are ignored. */
function filtersOf(params: URLSearchParams) {
  const id = Number(params.get('organizationId'));
  const role = params.get('role') ?? '';
  return {
    organizationId: Number.isInteger(id) && id > 0 ? id : undefined,
    role: ROLE_CODES.includes(role) ? role : undefined,
  };
}

/**
 * The staff Users screen (/users; spec §2 menu "Users", issue 11; super admin, management, support, account
 * manager): the users of every customer in a server-paginated table (20 per page) with search (name, e-mail,
 * customer, customer number), filters for customer and role, sorting on name, e-mail, customer and last login, and
 * "Export users" (the xlsx of GET /organizations/ExportUsers). The customer links to its Users tab, where writers
 * edit, remove and unlock users. Page, search, sort and filters live in the URL.
 */
export function UsersPage() {
  const { t } = useCustomersTranslation();
  const showApiError = useApiError();
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const [exporting, setExporting] = useState(false);

  const setFilter = useListFilter();

  async function runExport() {
    setExporting(true);
    try {
      await exportOrganizationUsers();
    } catch (error) {
      showApiError(error);
    } finally {
      setExporting(false);
    }
  }

  const columns = useMemo<DataTableColumn<UserListItem>[]>(
    () => [
      {
        key: 'name',
        title: t('users.columns.name'),
        sorter: true,
        render: (_: unknown, user) => (
          <span style={{ overflowWrap: 'anywhere' }}>{`${user.firstName} ${user.lastName}`.trim()}</span>
        ),
      },
      {
        key: 'email',
        dataIndex: 'email',
        title: t('users.columns.email'),
        sorter: true,
        // A long address (or name) may break anywhere rather than push the table wider than a 1024 px screen.
        render: (email: string) => <span style={{ overflowWrap: 'anywhere' }}>{email}</span>,
      },
      {
        key: 'organization',
        title: t('userDirectory.columns.organization'),
        sorter: true,
        render: (_: unknown, user) => (
          <Link
            to={`/organizations/${user.organizationId}/users`}
            aria-label={t('userDirectory.openCustomerUsers', { name: user.organizationName })}
          >
            {user.organizationName}
          </Link>
        ),
      },
      {
        key: 'customerNumber',
        dataIndex: 'customerNumber',
        title: t('userDirectory.columns.customerNumber'),
        responsive: ['xxl'],
      },
      {
        key: 'roles',
        title: t('users.columns.roles'),
        render: (_: unknown, user) => <RoleTags roles={user.roles} />,
      },
      {
        key: 'twoFactor',
        responsive: ['xxl'],
        title: t('users.columns.twoFactor'),
        render: (_: unknown, user) => <TwoFactorTag enabled={user.twoFactorEnabled} />,
      },
      {
        key: 'lastLogin',
        responsive: ['xl'],
        title: t('users.columns.lastLogin'),
        sorter: true,
        render: (_: unknown, user) => (
          <DateText value={user.lastLoginAt} withTime empty={t('users.neverSignedIn')} />
        ),
      },
      {
        key: 'status',
        responsive: ['xl'],
        title: t('users.columns.status'),
        render: (_: unknown, user) => <ConfirmationTag confirmed={user.confirmed} />,
      },
    ],
    [t],
  );

  const pageQuery = (query: DataTableQuery) =>
    usersPageQuery({
      page: query.page,
      pageSize: query.pageSize,
      search: query.search,
      sort: query.sort,
      organizationId: filters.organizationId,
      role: filters.role,
    });

  const toolbar = (
    <Flex gap={8} wrap align="center">
      <OrganizationPicker
        value={filters.organizationId}
        onChange={(id) => setFilter('organizationId', id)}
        allowClear
        placeholder={t('userDirectory.allCustomers')}
        style={{ minWidth: 260 }}
      />
      <Select<string>
        aria-label={t('userDirectory.role')}
        placeholder={t('userDirectory.allRoles')}
        allowClear
        value={filters.role}
        onChange={(role) => setFilter('role', role)}
        options={ROLE_CODES.map((code) => ({ value: code, label: t(`roles.${code}`) }))}
        style={{ minWidth: 200 }}
      />
    </Flex>
  );

  return (
    <>
      <PageHeader
        title={t('routes.users')}
        extra={
          <Button loading={exporting} onClick={() => void runExport()}>
            {t('list.exportUsers')}
          </Button>
        }
      />
      <Card>
        <DataTable<UserListItem>
          ariaLabel={t('userDirectory.tableLabel')}
          pageQuery={pageQuery}
          columns={columns}
          search={{ label: t('userDirectory.search') }}
          emptyText={t('userDirectory.empty')}
          toolbar={toolbar}
        />
      </Card>
    </>
  );
}
