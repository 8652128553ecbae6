import { routeManifestSchema } from '@portal/federation';
import { routes } from './routes';

describe('shipments route manifest', () => {
  it('validates against the federation contract (routeManifestSchema)', () => {
    const result = routeManifestSchema.safeParse(routes);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('puts "Shipments" ("Zendingen") in the menu with the car icon', () => {
    const overview = routes.find((route) => route.path === '/shipments')!;
    expect(overview.texts.en[overview.menu!.labelKey]).toBe('Shipments');
    expect(overview.texts.nl[overview.menu!.labelKey]).toBe('Zendingen');
    expect(overview.menu!.icon).toBe('CarOutlined');
  });

  it('opens the overview and the detail to all four provider and all five organization roles (spec §2)', () => {
    const nineRoles = [
      'management',
      'support',
      'accountManager',
      'superAdmin',
      'authorizedToSign',
      'generalResponsible',
      'technicalResponsible',
      'financialResponsible',
      'userManager',
    ].sort();
    expect(routes.map((route) => route.path)).toEqual(['/shipments', '/shipments/:id']);
    for (const route of routes) expect([...(route.access.roles ?? [])].sort()).toEqual(nineRoles);
  });

  it('keeps the detail out of the menu', () => {
    expect(routes.find((route) => route.path === '/shipments/:id')!.menu).toBeUndefined();
  });
});
