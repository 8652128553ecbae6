import type { Role } from '@portal/domain';
import type { RouteManifest } from '@portal/federation';
import { routeTexts } from '../i18n/catalogs';

/** Provider staff who may see organizations (spec §2): super admin, management, support, account manager. */
const STAFF: Role[] = ['superAdmin', 'management', 'support', 'accountManager'];

/**
 * Route manifest of the `customers` remote (ARCHITECTURE §2, spec §2): plain data, exposed as `./routes` and
 * emitted as routes.json at build. The shell builds its menu and guard from it.
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
  {
    path: '/organizations/new',
    access: { roles: STAFF },
    layout: 'main',
    titleKey: 'routes.organizationNew',
    texts: routeTexts('routes.organizationNew'),
  },
  {
    path: '/organizations/:id',
    access: { roles: STAFF },
    layout: 'main',
    titleKey: 'routes.organization',
    texts: routeTexts('routes.organization'),
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
    texts: routeTexts('routes.profileOrganization', ['menu.profile', 'routes.profile']),
  },
];

export default routes;
