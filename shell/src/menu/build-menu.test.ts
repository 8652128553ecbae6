import { buildRouteTable } from '../routing/route-table';
import { REGISTRY } from '../test/registry-fixtures';
import { USERS } from '../test/session-fixtures';
import { buildMenu, type MenuNode } from './build-menu';

const table = buildRouteTable(REGISTRY);
const user = (u: (typeof USERS)[keyof typeof USERS]) => ({
  subsystems: [],
  organizationId: null,
  ...u,
});
const labels = (nodes: MenuNode[]): unknown[] =>
  nodes.map((n) => (n.type === 'group' ? { [n.label]: labels(n.children) } : n.label));

describe('buildMenu (ARCHITECTURE §4)', () => {
  it('gives staff the Home entry plus every entry, ordered, with groups', () => {
    expect(labels(buildMenu(table, user(USERS.superAdmin) as never, 'en'))).toEqual([
      'Home',
      'Helpdesk',
      'Customers',
      'Employees',
    ]);
  });

  it('filters by role and subsystem for an organization user, and fills in their organization', () => {
    const nodes = buildMenu(table, user(USERS.general) as never, 'en');
    expect(labels(nodes)).toEqual(['Home', 'Helpdesk', { Profile: ['Organization'] }]);
    const profile = nodes.find((n) => n.type === 'group');
    expect(profile?.type === 'group' && profile.children[0].path).toBe('/profile/organizations/7/show');
  });

  it('leaves out what a user holds neither role nor subsystem for', () => {
    expect(labels(buildMenu(table, user(USERS.technical) as never, 'en'))).toEqual(['Home', { Profile: ['Organization'] }]);
  });

  it('labels entries from the manifest texts in the current locale', () => {
    expect(labels(buildMenu(table, user(USERS.general) as never, 'nl'))).toEqual([
      'Home',
      'Helpdesk',
      { Profiel: ['Organisatie'] },
    ]);
  });

  it('marks remote entries with their remote (hover preloads it)', () => {
    const nodes = buildMenu(table, user(USERS.superAdmin) as never, 'en');
    expect(nodes.find((n) => n.key === 'customers.organizations')).toMatchObject({ remote: 'customers', path: '/organizations' });
    expect(nodes.find((n) => n.key === 'shell.home')).not.toHaveProperty('remote');
  });

  it('shows an entry with an audience only to that audience (organization users or staff)', () => {
    const withAudience = buildRouteTable({
      ...REGISTRY,
      remotes: {
        documents: {
          version: '1.0.0',
          entry: '/remotes/documents/1.0.0/mf-manifest.json',
          routes: [
            {
              path: '/contracts',
              access: { roles: ['authorizedToSign'] },
              titleKey: 'own',
              menu: { key: 'documents.own', labelKey: 'own', order: 40, audience: 'organization' },
              texts: { en: { own: 'Contracts' }, nl: { own: 'Contracten' } },
            },
            {
              path: '/contracts/organizations',
              access: { roles: ['superAdmin'] },
              titleKey: 'all',
              menu: { key: 'documents.all', labelKey: 'all', order: 41, audience: 'provider' },
              texts: { en: { all: 'Contracts of customers' }, nl: { all: 'Contracten van klanten' } },
            },
          ],
        },
      },
    });
    const signer = { ...USERS.general, roles: ['authorizedToSign'] };
    const paths = (u: object) =>
      buildMenu(withAudience, user(u as (typeof USERS)['general']) as never, 'en').flatMap((n) => (n.type === 'item' ? [n.path] : []));
    expect(paths(USERS.superAdmin)).toContain('/contracts/organizations');
    expect(paths(USERS.superAdmin)).not.toContain('/contracts');
    expect(paths(signer)).toContain('/contracts');
    expect(paths(signer)).not.toContain('/contracts/organizations');
  });

  it("lists an entry with audience 'roles' only for the route's roles, not for other staff the guard lets in", () => {
    const superAdminOnly = buildRouteTable({
      ...REGISTRY,
      remotes: {
        pricing: {
          version: '1.0.0',
          entry: '/remotes/pricing/1.0.0/mf-manifest.json',
          routes: [
            {
              path: '/purchasingprices',
              access: { roles: ['superAdmin'] },
              titleKey: 'pp',
              menu: { key: 'pricing.purchasingPrices', labelKey: 'pp', order: 32, audience: 'roles' },
              texts: { en: { pp: 'Purchasing prices' }, nl: { pp: 'Inkoopprijzen' } },
            },
          ],
        },
      },
    });
    const paths = (u: object) =>
      buildMenu(superAdminOnly, user(u as (typeof USERS)['general']) as never, 'en').flatMap((n) =>
        n.type === 'item' ? [n.path] : [],
      );
    expect(paths(USERS.superAdmin)).toContain('/purchasingprices');
    expect(paths({ ...USERS.superAdmin, roles: ['management'] })).not.toContain('/purchasingprices');
    expect(paths(USERS.general)).not.toContain('/purchasingprices');
  });

  it('is empty when signed out', () => {
    expect(buildMenu(table, null, 'en')).toEqual([]);
  });
});
