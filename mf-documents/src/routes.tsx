import { OWN_CONTRACTS_ROLES, type Role } from '@portal/domain';
import { defineRemote, lazyPage } from '@portal/remote-kit';
import { documentsI18n } from './i18n/catalogs';

/** Provider staff who may see every organization's documents (spec §2): super admin, management, support, account manager. */
const STAFF: Role[] = ['superAdmin', 'management', 'support', 'accountManager'];

/**
 * THE route table of the `documents` remote (spec §2; ARCHITECTURE §1): the shell's menu and guard (routes.json,
 * the `./routes` expose) and this remote's `<Routes>` both come from it.
 *
 * The contracts screens have four tabs (SLA, Agreements, Other, Orders). Spec §2: "Tab paths are not shown", so
 * the tabs are not routes: the open tab is the `?tab=sla|agreements|other|orders` search parameter of the same
 * path (kept in the URL, so a tab can be linked to and survives reload and back).
 *
 * Menu `audience`: customers see their own-organization screens, staff the cross-organization twins (both share
 * the labels "Contracts" and "Invoices").
 *
 * /contracts: authorized to sign and financial responsible (spec §2), and the user manager (spec §6 "view of
 * agreement"; issue 21 item 7), who sees only the Agreements tab (@portal/session readableContractCategories).
 */
export const documents = defineRemote({
  i18n: documentsI18n,
  routes: [
    {
      path: '/contracts',
      access: { roles: [...OWN_CONTRACTS_ROLES] },
      title: 'routes.contracts',
      menu: { key: 'documents.contracts', label: 'routes.contracts', order: 14, icon: 'FileTextOutlined', audience: 'organization' },
      page: lazyPage(() => import('./features/contracts/pages/own-contracts-page'), 'OwnContractsPage'),
    },
    {
      path: '/contracts/organizations',
      access: { roles: STAFF },
      title: 'routes.organizationContracts',
      menu: { key: 'documents.contracts.organizations', label: 'routes.contracts', order: 14, icon: 'FileTextOutlined', audience: 'provider' },
      page: lazyPage(() => import('./features/contracts/pages/organization-contracts-page'), 'OrganizationContractsPage'),
    },
    {
      path: '/invoices',
      access: {},
      title: 'routes.invoices',
      menu: { key: 'documents.invoices', label: 'routes.invoices', order: 12, icon: 'EuroOutlined', audience: 'organization' },
      page: lazyPage(
        () => import('./features/invoices/pages/own-invoices-page'),
        'OwnInvoicesPage',
        'ownInvoicesPageReads',
      ),
    },
    {
      path: '/invoices/organizations',
      access: { roles: STAFF },
      title: 'routes.organizationInvoices',
      menu: { key: 'documents.invoices.organizations', label: 'routes.invoices', order: 12, icon: 'EuroOutlined', audience: 'provider' },
      page: lazyPage(
        () => import('./features/invoices/pages/organization-invoices-page'),
        'OrganizationInvoicesPage',
        'organizationInvoicesPageReads',
      ),
    },
  ],
});
