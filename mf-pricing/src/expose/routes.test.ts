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

  it('declares /prices and /prices/list for every staff role, /purchasingprices, /pricetiers and /indexations for the super admin only, /excel-validator for super admin, management and authorized to sign (spec §1, §2)', () => {
    expect(routes.map((route) => [route.path, route.access])).toEqual([
      ['/prices', { roles: ['superAdmin', 'management', 'support', 'accountManager'] }],
      ['/prices/list', { roles: ['superAdmin', 'management', 'support', 'accountManager'] }],
      ['/purchasingprices', { roles: ['superAdmin'] }],
      ['/pricetiers', { roles: ['superAdmin'] }],
      ['/indexations', { roles: ['superAdmin'] }],
      ['/indexations/:id', { roles: ['superAdmin'] }],
      ['/excel-validator', { roles: ['superAdmin', 'management', 'authorizedToSign'] }],
      ['/excel-validator/:id', { roles: ['superAdmin', 'management', 'authorizedToSign'] }],
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

  it('puts "Indexations" ("Indexaties") in the menu after Price tiers (33) and before Sub systems (34), for the super admin only; one indexation has no entry', () => {
    const route = routes.find((candidate) => candidate.path === '/indexations')!;
    expect(route.texts.en[route.menu!.labelKey]).toBe('Indexations');
    expect(route.texts.nl[route.menu!.labelKey]).toBe('Indexaties');
    expect(route.menu).toEqual({
      key: 'pricing.indexations',
      labelKey: 'routes.indexations',
      order: 33.5,
      icon: 'TagsOutlined',
      audience: 'roles',
    });
    const one = routes.find((candidate) => candidate.path === '/indexations/:id')!;
    expect(one.menu).toBeUndefined();
    expect(one.texts.en[one.titleKey]).toBe('Indexation');
    expect(one.texts.nl[one.titleKey]).toBe('Indexatie');
  });

  it.each(['/purchasingprices', '/pricetiers', '/indexations', '/indexations/:id'])(
    '%s: lets the super admin pass the shell guard (canAccess) and refuses every organization role',
    (path) => {
      const { access } = routes.find((route) => route.path === path)!;
      expect(canAccess(userWith('superAdmin'), access)).toBe(true);
      for (const role of ORGANIZATION_ROLES)
        expect([role, canAccess(userWith(role), access)]).toEqual([role, false]);
    },
  );

  it.each(['/purchasingprices', '/pricetiers', '/indexations', '/indexations/:id'])(
    '%s: leaves the other staff roles to the page: canAccess lets every provider user in (spec §2), SuperAdminOnly sends them to /',
    (path) => {
      // Spec §2's guard: "… or is any provider user". The pages refuse them themselves (their page tests).
      const { access } = routes.find((route) => route.path === path)!;
      for (const role of ['management', 'support', 'accountManager'] as const) {
        expect([role, canAccess(userWith(role), access)]).toEqual([role, true]);
      }
    },
  );

  it('puts "Spreadsheet validator" ("Spreadsheetcontrole") in the menu after Indexations (33.5) for its roles only; one result has no entry', () => {
    const route = routes.find((candidate) => candidate.path === '/excel-validator')!;
    expect(route.texts.en[route.menu!.labelKey]).toBe('Spreadsheet validator');
    expect(route.texts.nl[route.menu!.labelKey]).toBe('Spreadsheetcontrole');
    expect(route.menu).toEqual({
      key: 'pricing.excelValidator',
      labelKey: 'routes.excelValidator',
      order: 33.75,
      icon: 'FileExcelOutlined',
      audience: 'roles',
    });
    expect(routes.find((candidate) => candidate.path === '/excel-validator/:id')!.menu).toBeUndefined();
  });

  it.each(['/excel-validator', '/excel-validator/:id'])(
    '%s: the shell guard lets super admin, management and authorized to sign in, and no other organization role',
    (path) => {
      const { access } = routes.find((route) => route.path === path)!;
      for (const role of ['superAdmin', 'management', 'authorizedToSign'] as const) {
        expect([role, canAccess(userWith(role), access)]).toEqual([role, true]);
      }
      for (const role of ORGANIZATION_ROLES.filter((r) => r !== 'authorizedToSign')) {
        expect([role, canAccess(userWith(role), access)]).toEqual([role, false]);
      }
    },
  );
});
