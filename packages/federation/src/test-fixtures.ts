import type { RouteManifest } from './route-manifest';

/** A valid two-route manifest used by the tests of this package. */
export const organizationsManifest: RouteManifest = [
  {
    path: '/organizations',
    access: { roles: ['superAdmin', 'management', 'support', 'accountManager'] },
    layout: 'main',
    titleKey: 'title.organizations',
    menu: { key: 'customers.organizations', labelKey: 'menu.organizations', order: 20, icon: 'TeamOutlined' },
    texts: {
      en: { 'title.organizations': 'Customers', 'menu.organizations': 'Customers' },
      nl: { 'title.organizations': 'Klanten', 'menu.organizations': 'Klanten' },
    },
  },
  {
    path: '/organizations/:id',
    access: { roles: ['superAdmin', 'management', 'support', 'accountManager'] },
    titleKey: 'title.organization',
    texts: { en: { 'title.organization': 'Customer' }, nl: { 'title.organization': 'Klant' } },
  },
];
