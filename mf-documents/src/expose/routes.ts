import type { Role } from '@portal/domain';
import type { RouteManifest } from '@portal/federation';
import { routeTexts } from '../i18n/catalogs';

/** Provider staff who may see every organization's documents (spec §2): super admin, management, support, account manager. */
const STAFF: Role[] = ['superAdmin', 'management', 'support', 'accountManager'];

/**
 * Route manifest of the `documents` remote (ARCHITECTURE §2, spec §2): plain data, exposed as `./routes` and
 * emitted as routes.json at build. The shell builds its menu and guard from it.
 *
 * The contracts screens have four tabs (SLA, Agreements, Other, Orders). Spec §2: "Tab paths are not shown", so
 * the tabs are not routes: the open tab is the `?tab=sla|agreements|other|orders` search parameter of the same
 * path (kept in the URL, so a tab can be linked to and survives reload and back).
 *
 * Menu `audience`: customers see their own-organization screens, staff the cross-organization twins (both share
 * the labels "Contracts" and "Invoices").
 */
export const routes: RouteManifest = [
  {
    path: '/contracts',
    access: { roles: ['authorizedToSign', 'financialResponsible'] },
    layout: 'main',
    titleKey: 'routes.contracts',
    menu: {
      key: 'documents.contracts',
      labelKey: 'routes.contracts',
      order: 14,
      icon: 'FileTextOutlined',
      audience: 'organization',
    },
    texts: routeTexts('routes.contracts'),
  },
  {
    path: '/contracts/organizations',
    access: { roles: STAFF },
    layout: 'main',
    titleKey: 'routes.organizationContracts',
    menu: {
      key: 'documents.contracts.organizations',
      labelKey: 'routes.contracts',
      order: 14,
      icon: 'FileTextOutlined',
      audience: 'provider',
    },
    texts: routeTexts('routes.organizationContracts', 'routes.contracts'),
  },
  {
    path: '/invoices',
    access: {},
    layout: 'main',
    titleKey: 'routes.invoices',
    menu: { key: 'documents.invoices', labelKey: 'routes.invoices', order: 12, icon: 'EuroOutlined', audience: 'organization' },
    texts: routeTexts('routes.invoices'),
  },
  {
    path: '/invoices/organizations',
    access: { roles: STAFF },
    layout: 'main',
    titleKey: 'routes.organizationInvoices',
    menu: {
      key: 'documents.invoices.organizations',
      labelKey: 'routes.invoices',
      order: 12,
      icon: 'EuroOutlined',
      audience: 'provider',
    },
    texts: routeTexts('routes.organizationInvoices', 'routes.invoices'),
  },
];

export default routes;
