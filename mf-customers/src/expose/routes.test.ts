import { routeManifestSchema } from '@portal/federation';
import { routes } from './routes';

describe('customers route manifest', () => {
  it('validates against the federation contract (routeManifestSchema)', () => {
    const result = routeManifestSchema.safeParse(routes);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('gives the customer list to the four staff roles with the menu entry "Customers" / "Klanten"', () => {
    const list = routes.find((route) => route.path === '/organizations')!;
    expect(list.access.roles).toEqual(['superAdmin', 'management', 'support', 'accountManager']);
    expect(list.texts.en[list.menu!.labelKey]).toBe('Customers');
    expect(list.texts.nl[list.menu!.labelKey]).toBe('Klanten');
  });

  it('puts "Organization" / "Organisatie" in the profile group for any signed-in user', () => {
    const own = routes.find((route) => route.path === '/profile/organizations/:organizationId/show')!;
    expect(own.access).toEqual({});
    expect(own.menu?.group).toBe('menu.profile');
    expect(own.texts.en[own.menu!.labelKey]).toBe('Organization');
    expect(own.texts.nl[own.menu!.labelKey]).toBe('Organisatie');
  });
});
