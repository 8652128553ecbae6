import type { Registry } from '@portal/federation';

const STAFF = ['superAdmin', 'management', 'support', 'accountManager'] as const;

/** A registry with two remotes, like the release store serves it (routes inlined). */
export const REGISTRY: Registry = {
  allowOverrides: false,
  overrideOrigins: [],
  loadTimeoutMs: 15_000,
  remotes: {
    customers: {
      version: '1.4.0',
      entry: '/remotes/customers/1.4.0/mf-manifest.json',
      routes: [
        {
          path: '/organizations',
          access: { roles: [...STAFF] },
          layout: 'main',
          titleKey: 'organizations.title',
          menu: { key: 'customers.organizations', labelKey: 'menu.organizations', order: 20, icon: 'TeamOutlined' },
          texts: {
            en: { 'organizations.title': 'Customers', 'menu.organizations': 'Customers' },
            nl: { 'organizations.title': 'Klanten', 'menu.organizations': 'Klanten' },
          },
        },
        {
          path: '/organizations/:id',
          access: { roles: [...STAFF] },
          titleKey: 'organization.title',
          texts: { en: { 'organization.title': 'Customer' }, nl: { 'organization.title': 'Klant' } },
        },
        {
          path: '/employees',
          access: { roles: ['superAdmin', 'management', 'authorizedToSign'] },
          titleKey: 'employees.title',
          menu: { key: 'customers.employees', labelKey: 'employees.title', order: 30, icon: 'IdcardOutlined' },
          texts: { en: { 'employees.title': 'Employees' }, nl: { 'employees.title': 'Medewerkers' } },
        },
        {
          path: '/profile/organizations/:organizationId/show',
          access: {},
          titleKey: 'profile.organization',
          menu: { key: 'customers.profile.organization', labelKey: 'profile.organization', group: 'menu.profile', order: 80 },
          texts: {
            en: { 'profile.organization': 'Organization', 'menu.profile': 'Profile' },
            nl: { 'profile.organization': 'Organisatie', 'menu.profile': 'Profiel' },
          },
        },
      ],
    },
    helpdesk: {
      version: '1.0.0',
      entry: '/remotes/helpdesk/1.0.0/mf-manifest.json',
      routes: [
        {
          path: '/helpdesk',
          access: { subsystem: 1 },
          titleKey: 'helpdesk.title',
          menu: { key: 'helpdesk.helpdesk', labelKey: 'helpdesk.title', order: 10, icon: 'CustomerServiceOutlined' },
          texts: { en: { 'helpdesk.title': 'Helpdesk' }, nl: { 'helpdesk.title': 'Helpdesk' } },
        },
      ],
    },
  },
};
