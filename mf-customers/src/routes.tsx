import type { Role } from '@portal/domain';
import { type RemoteRouteDefinition, defineRemote, lazyPage } from '@portal/remote-kit';
import { customersI18n } from './i18n/catalogs';

/** Provider staff who may see organizations (spec §2): super admin, management, support, account manager. */
const STAFF: Role[] = ['superAdmin', 'management', 'support', 'accountManager'];
/** Spec §2 /employees: super admin, management, authorized to sign. */
const EMPLOYEE_READERS: Role[] = ['superAdmin', 'management', 'authorizedToSign'];
/** The Profile sub-menu (spec §2: Organization, Addresses, Users, Password and 2FA), shared with other remotes. */
const PROFILE_GROUP = { key: 'menu.profile', label: 'routes.profile' };

/** A customer-detail row (spec §2 customer detail sub-menu): staff only, no menu entry of its own. */
const staffRow = (
  path: string,
  title: string,
  page: RemoteRouteDefinition['page'],
): RemoteRouteDefinition => ({
  path,
  access: { roles: STAFF },
  title,
  page,
});

/**
 * THE route table of the `customers` remote (spec §2; ARCHITECTURE §1): the shell's menu and guard (routes.json,
 * the `./routes` expose) and this remote's `<Routes>` both come from it. Paths the spec does not name (contacts
 * tab, password and 2FA, account manager, more services, settings) are listed in docs/customers-api.md. The customer
 * detail is one layout (header + tabs) with a row per tab; the shell fills `:organizationId` of the profile rows
 * with the signed-in user's organization (shell/src/menu/build-menu.ts).
 */
export const customers = defineRemote({
  i18n: customersI18n,
  routes: [
    {
      path: '/organizations',
      access: { roles: STAFF },
      title: 'routes.organizations',
      menu: {
        key: 'customers.organizations',
        label: 'routes.organizations',
        order: 20,
        icon: 'TeamOutlined',
      },
      page: lazyPage(
        () => import('./features/organizations/pages/organizations-page'),
        'OrganizationsPage',
        'organizationsPageReads',
      ),
    },
    staffRow(
      '/organizations/new',
      'routes.organizationNew',
      lazyPage(() => import('./features/organizations/pages/organization-new-page'), 'OrganizationNewPage'),
    ),
    {
      ...staffRow(
        '/organizations/:id',
        'routes.organization',
        lazyPage(
          () => import('./features/organizations/detail/organization-detail-layout'),
          'OrganizationDetailLayout',
        ),
      ),
      index: lazyPage(
        () => import('./features/organizations/pages/organization-general-tab'),
        'OrganizationGeneralTab',
      ),
      children: [
        staffRow(
          '/organizations/:id/address',
          'routes.organizationAddresses',
          lazyPage(
            () => import('./features/addresses/pages/organization-addresses-tab'),
            'OrganizationAddressesTab',
          ),
        ),
        staffRow(
          '/organizations/:id/contacts',
          'routes.organizationContacts',
          lazyPage(
            () => import('./features/contacts/pages/organization-contacts-tab'),
            'OrganizationContactsTab',
          ),
        ),
        staffRow(
          '/organizations/:id/subcustomers',
          'routes.organizationSubcustomers',
          lazyPage(() => import('./features/subcustomers/pages/subcustomers-tab'), 'SubcustomersTab'),
        ),
        staffRow(
          '/organizations/:id/subcustomers/new',
          'routes.subcustomerNew',
          lazyPage(() => import('./features/subcustomers/pages/subcustomer-new-page'), 'SubcustomerNewPage'),
        ),
        staffRow(
          '/organizations/:id/subcustomers/:subCustomerId',
          'routes.subcustomer',
          lazyPage(() => import('./features/subcustomers/pages/subcustomer-page'), 'SubcustomerPage'),
        ),
        staffRow(
          '/organizations/:id/subsystems',
          'routes.organizationSubsystems',
          lazyPage(
            () => import('./features/subsystems/pages/organization-subsystems-tab'),
            'OrganizationSubsystemsTab',
          ),
        ),
        staffRow(
          '/organizations/:id/users',
          'routes.organizationUsers',
          lazyPage(() => import('./features/users/pages/organization-users-tab'), 'OrganizationUsersTab'),
        ),
      ],
    },
    {
      // Spec §2 menu "Users" (path not shown): the users of every customer, for staff (issue 11).
      path: '/users',
      access: { roles: STAFF },
      title: 'routes.users',
      menu: {
        key: 'customers.users',
        label: 'routes.users',
        order: 22,
        icon: 'UserOutlined',
        audience: 'provider',
      },
      page: lazyPage(() => import('./features/users/pages/users-page'), 'UsersPage'),
    },
    {
      // Spec §2 menu "Sub systems" (path not shown): which customers hold which subsystem, and the open
      // "More services" requests of every customer (issue 11). After Prices and Purchasing prices (orders 30, 32
      // are left for mf-pricing).
      path: '/subsystems',
      access: { roles: STAFF },
      title: 'routes.subsystems',
      menu: {
        key: 'customers.subsystems',
        label: 'routes.subsystems',
        order: 34,
        icon: 'AppstoreOutlined',
        audience: 'provider',
      },
      page: lazyPage(() => import('./features/subsystems/pages/subsystems-page'), 'SubsystemsPage'),
    },
    {
      path: '/employees',
      access: { roles: EMPLOYEE_READERS },
      title: 'routes.employees',
      menu: { key: 'customers.employees', label: 'routes.employees', order: 25, icon: 'IdcardOutlined' },
      page: lazyPage(() => import('./features/employees/pages/employees-page'), 'EmployeesPage'),
    },
    {
      path: '/profile',
      access: {},
      title: 'routes.profileMe',
      menu: {
        key: 'customers.profile.me',
        label: 'routes.profileMe',
        group: PROFILE_GROUP,
        order: 79,
        icon: 'UserOutlined',
      },
      page: lazyPage(() => import('./features/profile/pages/profile-page'), 'ProfilePage'),
    },
    {
      path: '/profile/organizations/:organizationId/show',
      access: {},
      title: 'routes.profileOrganization',
      menu: {
        key: 'customers.profile.organization',
        label: 'routes.profileOrganization',
        group: PROFILE_GROUP,
        order: 80,
        icon: 'BankOutlined',
      },
      page: lazyPage(
        () => import('./features/organizations/pages/own-organization-page'),
        'OwnOrganizationPage',
      ),
    },
    {
      path: '/profile/organizations/:organizationId/addresses',
      access: {},
      title: 'routes.profileAddresses',
      menu: {
        key: 'customers.profile.addresses',
        label: 'routes.profileAddresses',
        group: PROFILE_GROUP,
        order: 81,
        icon: 'ProfileOutlined',
      },
      page: lazyPage(() => import('./features/addresses/pages/own-addresses-page'), 'OwnAddressesPage'),
    },
    {
      path: '/profile/organizations/:organizationId/users',
      access: {},
      title: 'routes.profileUsers',
      menu: {
        key: 'customers.profile.users',
        label: 'routes.profileUsers',
        group: PROFILE_GROUP,
        order: 82,
        icon: 'TeamOutlined',
      },
      page: lazyPage(() => import('./features/users/pages/own-users-page'), 'OwnUsersPage'),
    },
    {
      path: '/profile/password',
      access: {},
      title: 'routes.profilePassword',
      menu: {
        key: 'customers.profile.password',
        label: 'routes.profilePassword',
        group: PROFILE_GROUP,
        order: 83,
        icon: 'SafetyOutlined',
      },
      page: lazyPage(() => import('./features/profile/pages/password-page'), 'PasswordPage'),
    },
    {
      path: '/account-manager',
      access: {},
      title: 'routes.accountManager',
      menu: {
        key: 'customers.accountManager',
        label: 'routes.accountManager',
        order: 85,
        icon: 'SolutionOutlined',
        audience: 'organization',
      },
      page: lazyPage(
        () => import('./features/account-manager/pages/account-manager-page'),
        'AccountManagerPage',
      ),
    },
    {
      path: '/more-services',
      access: {},
      title: 'routes.moreServices',
      menu: {
        key: 'customers.moreServices',
        label: 'routes.moreServices',
        order: 86,
        icon: 'AppstoreOutlined',
        audience: 'organization',
      },
      page: lazyPage(() => import('./features/more-services/pages/more-services-page'), 'MoreServicesPage'),
    },
    {
      path: '/settings',
      access: {},
      title: 'routes.settings',
      menu: { key: 'customers.settings', label: 'routes.settings', order: 90, icon: 'SettingOutlined' },
      page: lazyPage(() => import('./features/profile/pages/settings-page'), 'SettingsPage'),
    },
  ],
});

/** This remote's `<Routes>` (for tests that render a screen at its path). */
export const CustomersRoutes = customers.RemoteRoutes;
