import type { Role } from '@portal/domain';
import { routeManifestSchema } from '@portal/federation';
import { canAccess } from '@portal/session';
import { routes } from './routes';

const route = (path: string) => routes.find((r) => r.path === path)!;

describe('documents route manifest', () => {
  it('validates against the federation contract (routeManifestSchema)', () => {
    const result = routeManifestSchema.safeParse(routes);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('gives /contracts to authorized to sign, financial responsible and user manager (issue 21 item 7), in the customers\' menu as "Contracts" / "Contracten"', () => {
    const own = route('/contracts');
    expect(own.access).toEqual({ roles: ['authorizedToSign', 'financialResponsible', 'userManager'] });
    expect(own.menu?.audience).toBe('organization');
    expect(own.texts.en[own.menu!.labelKey]).toBe('Contracts');
    expect(own.texts.nl[own.menu!.labelKey]).toBe('Contracten');
  });

  it('lets the shell\'s menu and guard (canAccess) take a user manager to /contracts, not a general or technical responsible', () => {
    const orgUser = (role: Role) => ({ id: 1, organizationId: 7, email: 'x@example.com', name: 'X', roles: [role], subsystems: [] });
    const access = route('/contracts').access;
    expect(canAccess(orgUser('userManager'), access)).toBe(true);
    expect(canAccess(orgUser('generalResponsible'), access)).toBe(false);
    expect(canAccess(orgUser('technicalResponsible'), access)).toBe(false);
  });

  it('gives /contracts/organizations and /invoices/organizations to the four staff roles, in the staff menu', () => {
    for (const path of ['/contracts/organizations', '/invoices/organizations']) {
      expect(route(path).access.roles).toEqual(['superAdmin', 'management', 'support', 'accountManager']);
      expect(route(path).menu?.audience).toBe('provider');
    }
    expect(route('/contracts/organizations').texts.en[route('/contracts/organizations').menu!.labelKey]).toBe('Contracts');
    expect(route('/invoices/organizations').texts.en[route('/invoices/organizations').menu!.labelKey]).toBe('Invoices');
  });

  it('opens /invoices to every signed-in user, in the customers\' menu as "Invoices" / "Facturen"', () => {
    const own = route('/invoices');
    expect(own.access).toEqual({});
    expect(own.menu?.audience).toBe('organization');
    expect(own.texts.en[own.menu!.labelKey]).toBe('Invoices');
    expect(own.texts.nl[own.menu!.labelKey]).toBe('Facturen');
  });

  it('has no paths for the contract tabs (spec §2: tab paths are not shown; they are ?tab=)', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/contracts',
      '/contracts/organizations',
      '/invoices',
      '/invoices/organizations',
    ]);
  });
});
