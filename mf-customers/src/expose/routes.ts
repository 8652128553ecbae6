import type { Role } from '@portal/domain';
import type { RouteManifest, ManifestRoute } from '@portal/federation';
import { routeTexts } from '../i18n/catalogs';

/** Provider staff who may see organizations (spec §2): super admin, management, support, account manager. */
const STAFF: Role[] = ['superAdmin', 'management', 'support', 'accountManager'];
/** Spec §2 /employees: super admin, management, authorized to sign. */
const EMPLOYEE_READERS: Role[] = ['superAdmin', 'management', 'authorizedToSign'];
/** Texts of an entry in the Profile sub-menu: its own key plus the group label. */
const profileTexts = (key: string) => routeTexts(key, ['menu.profile', 'routes.profile']);

/** A customer-detail tab route (spec §2 customer detail sub-menu); staff only, no menu entry of its own. */
const detailTab = (path: string, titleKey: string): ManifestRoute => ({
  path,
  access: { roles: STAFF },
  layout: 'main',
  titleKey,
  texts: routeTexts(titleKey),
});

/**
 * Route manifest of the `customers` remote (ARCHITECTURE §2, spec §2): plain data, exposed as `./routes` and
 * emitted as routes.json at build. The shell builds its menu and guard from it. Paths the spec does not name
 * (contacts tab, password and 2FA, account manager, more services, settings) are listed in
 * docs/customers-api.md.
 */
export const routes: RouteManifest = [
  {
    path: '/organizations',
    access: { roles: STAFF },
    layout: 'main',
    titleKey: 'routes.organizations',
    menu: { key: 'customers.organizations', labelKey: 'routes.organizations', order: 20, icon: 'TeamOutlined' },
    texts: routeTexts('routes.organizations'),
  },
  detailTab('/organizations/new', 'routes.organizationNew'),
  detailTab('/organizations/:id', 'routes.organization'),
  detailTab('/organizations/:id/address', 'routes.organizationAddresses'),
  detailTab('/organizations/:id/contacts', 'routes.organizationContacts'),
  detailTab('/organizations/:id/subcustomers', 'routes.organizationSubcustomers'),
  detailTab('/organizations/:id/subcustomers/new', 'routes.subcustomerNew'),
  detailTab('/organizations/:id/subcustomers/:subCustomerId', 'routes.subcustomer'),
  detailTab('/organizations/:id/subsystems', 'routes.organizationSubsystems'),
  detailTab('/organizations/:id/users', 'routes.organizationUsers'),
  {
    path: '/employees',
    access: { roles: EMPLOYEE_READERS },
    layout: 'main',
    titleKey: 'routes.employees',
    menu: { key: 'customers.employees', labelKey: 'routes.employees', order: 25, icon: 'IdcardOutlined' },
    texts: routeTexts('routes.employees'),
  },
  {
    path: '/profile',
    access: {},
    layout: 'main',
    titleKey: 'routes.profileMe',
    menu: { key: 'customers.profile.me', labelKey: 'routes.profileMe', group: 'menu.profile', order: 79, icon: 'UserOutlined' },
    texts: profileTexts('routes.profileMe'),
  },
  {
    // The shell fills `:organizationId` with the signed-in user's organization (shell/src/menu/build-menu.ts).
    path: '/profile/organizations/:organizationId/show',
    access: {},
    layout: 'main',
    titleKey: 'routes.profileOrganization',
    menu: {
      key: 'customers.profile.organization',
      labelKey: 'routes.profileOrganization',
      group: 'menu.profile',
      order: 80,
      icon: 'BankOutlined',
    },
    texts: profileTexts('routes.profileOrganization'),
  },
  {
    path: '/profile/organizations/:organizationId/addresses',
    access: {},
    layout: 'main',
    titleKey: 'routes.profileAddresses',
    menu: {
      key: 'customers.profile.addresses',
      labelKey: 'routes.profileAddresses',
      group: 'menu.profile',
      order: 81,
      icon: 'ProfileOutlined',
    },
    texts: profileTexts('routes.profileAddresses'),
  },
  {
    path: '/profile/organizations/:organizationId/users',
    access: {},
    layout: 'main',
    titleKey: 'routes.profileUsers',
    menu: {
      key: 'customers.profile.users',
      labelKey: 'routes.profileUsers',
      group: 'menu.profile',
      order: 82,
      icon: 'TeamOutlined',
    },
    texts: profileTexts('routes.profileUsers'),
  },
  {
    path: '/profile/password',
    access: {},
    layout: 'main',
    titleKey: 'routes.profilePassword',
    menu: {
      key: 'customers.profile.password',
      labelKey: 'routes.profilePassword',
      group: 'menu.profile',
      order: 83,
      icon: 'SafetyOutlined',
    },
    texts: profileTexts('routes.profilePassword'),
  },
  {
    path: '/account-manager',
    access: {},
    layout: 'main',
    titleKey: 'routes.accountManager',
    menu: {
      key: 'customers.accountManager',
      labelKey: 'routes.accountManager',
      order: 85,
      icon: 'SolutionOutlined',
      audience: 'organization',
    },
    texts: routeTexts('routes.accountManager'),
  },
  {
    path: '/more-services',
    access: {},
    layout: 'main',
    titleKey: 'routes.moreServices',
    menu: {
      key: 'customers.moreServices',
      labelKey: 'routes.moreServices',
      order: 86,
      icon: 'AppstoreOutlined',
      audience: 'organization',
    },
    texts: routeTexts('routes.moreServices'),
  },
  {
    path: '/settings',
    access: {},
    layout: 'main',
    titleKey: 'routes.settings',
    menu: { key: 'customers.settings', labelKey: 'routes.settings', order: 90, icon: 'SettingOutlined' },
    texts: routeTexts('routes.settings'),
  },
];

export default routes;
