import { ORGANIZATION_ROLES, PROVIDER_ROLES, type Role } from '@portal/domain';
import { routeManifestSchema } from '@portal/federation';
import { canAccess, type SessionUser } from '@portal/session';
import { routes } from './routes';

/** A signed-in user holding `role` (staff have no organization). */
const userWith = (role: Role): SessionUser => ({
  id: 1,
  organizationId: (PROVIDER_ROLES as readonly Role[]).includes(role) ? null : 7,
  email: `${role}@example.com`,
  name: role,
  roles: [role],
  subsystems: [],
});

describe('pricing route manifest', () => {
  it('validates against the federation contract (routeManifestSchema)', () => {
    const result = routeManifestSchema.safeParse(routes);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('declares /prices and /prices/list for every staff role, /purchasingprices and /pricetiers for the super admin only (spec §1, §2)', () => {
    expect(routes.map((route) => [route.path, route.access])).toEqual([
      ['/prices', { roles: ['superAdmin', 'management', 'support', 'accountManager'] }],
      ['/prices/list', { roles: ['superAdmin', 'management', 'support', 'accountManager'] }],
      ['/purchasingprices', { roles: ['superAdmin'] }],
      ['/pricetiers', { roles: ['superAdmin'] }],
    ]);
  });

  it('puts "Prices" ("Prijzen") in the menu for staff at 30, before Purchasing prices (spec §2 menu); the price list has no entry of its own', () => {
    const route = routes.find((candidate) => candidate.path === '/prices')!;
    expect(route.texts.en[route.menu!.labelKey]).toBe('Prices');
    expect(route.texts.nl[route.menu!.labelKey]).toBe('Prijzen');
    expect(route.menu).toMatchObject({ key: 'pricing.prices', order: 30, audience: 'provider' });
    const list = routes.find((candidate) => candidate.path === '/prices/list')!;
    expect(list.menu).toBeUndefined();
    expect(list.texts.nl[list.titleKey]).toBe('Prijslijst');
  });

  it.each(['/prices', '/prices/list'])(
    '%s: every staff role passes the shell guard; no organization role does',
    (path) => {
      const { access } = routes.find((route) => route.path === path)!;
      for (const role of PROVIDER_ROLES)
        expect([role, canAccess(userWith(role), access)]).toEqual([role, true]);
      for (const role of ORGANIZATION_ROLES)
        expect([role, canAccess(userWith(role), access)]).toEqual([role, false]);
    },
  );

  it('puts "Purchasing prices" ("Inkoopprijzen") in the menu after Prices (30) and before Sub systems (34), for the super admin only', () => {
    const route = routes.find((candidate) => candidate.path === '/purchasingprices')!;
    expect(route.texts.en[route.menu!.labelKey]).toBe('Purchasing prices');
    expect(route.texts.nl[route.menu!.labelKey]).toBe('Inkoopprijzen');
    expect(route.texts.en[route.titleKey]).toBe('Purchasing prices');
    expect(route.texts.nl[route.titleKey]).toBe('Inkoopprijzen');
    expect(route.menu).toMatchObject({ key: 'pricing.purchasingPrices', order: 32, audience: 'roles' });
  });

  it('puts "Price tiers" ("Staffelprijzen") in the menu right after Purchasing prices (33), for the super admin only', () => {
    const route = routes.find((candidate) => candidate.path === '/pricetiers')!;
    expect(route.texts.en[route.menu!.labelKey]).toBe('Price tiers');
    expect(route.texts.nl[route.menu!.labelKey]).toBe('Staffelprijzen');
    expect(route.texts.en[route.titleKey]).toBe('Price tiers');
    expect(route.texts.nl[route.titleKey]).toBe('Staffelprijzen');
    expect(route.menu).toEqual({
      key: 'pricing.priceTiers',
      labelKey: 'routes.priceTiers',
      order: 33,
      icon: 'BarChartOutlined',
      audience: 'roles',
    });
  });

  it.each(['/purchasingprices', '/pricetiers'])(
    '%s: lets the super admin pass the shell guard (canAccess) and refuses every organization role',
    (path) => {
      const { access } = routes.find((route) => route.path === path)!;
      expect(canAccess(userWith('superAdmin'), access)).toBe(true);
      for (const role of ORGANIZATION_ROLES)
        expect([role, canAccess(userWith(role), access)]).toEqual([role, false]);
    },
  );

  it.each(['/purchasingprices', '/pricetiers'])(
    '%s: leaves the other staff roles to the page: canAccess lets every provider user in (spec §2), SuperAdminOnly sends them to /',
    (path) => {
      // Spec §2's guard: "… or is any provider user". The pages refuse them themselves (their page tests).
      const { access } = routes.find((route) => route.path === path)!;
      for (const role of ['management', 'support', 'accountManager'] as const) {
        expect([role, canAccess(userWith(role), access)]).toEqual([role, true]);
      }
    },
  );
});
