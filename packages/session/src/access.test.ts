import {
  AGREEMENT_CATEGORY,
  ORGANIZATION_ROLES,
  PROVIDER_ROLES,
  type Role,
  type RouteAccess,
} from '@portal/domain';
import {
  canAccess,
  canChangeTwoFactor,
  canWriteOrganizations,
  isAdmin,
  isAdminManagerOrSupport,
  isAdminOrManager,
  isAuthorizedToSign,
  isProvider,
  isSupport,
  isUserManager,
  readableContractCategories,
} from './access';
import type { SessionUser } from './session-user';

const STAFF: Role[] = ['superAdmin', 'management', 'support', 'accountManager'];
const ALL: Role[] = [...PROVIDER_ROLES, ...ORGANIZATION_ROLES];

/**
 * Spec §2 route → access table, written once: the route's rule (as route manifests declare it) and who may
 * enter, read from the spec's "Access" column plus "is any provider user". `public` routes are open signed out.
 */
const ROUTES: Array<{ path: string; access: RouteAccess; allowed: Role[] | 'all' }> = [
  { path: '/', access: {}, allowed: 'all' },
  { path: '/profile', access: {}, allowed: 'all' },
  { path: '/profile/organizations/:organizationId/show', access: {}, allowed: 'all' },
  { path: '/profile/organizations/:organizationId/addresses', access: {}, allowed: 'all' },
  { path: '/profile/organizations/:organizationId/users', access: {}, allowed: 'all' },
  { path: '/organizations', access: { roles: STAFF }, allowed: STAFF },
  { path: '/organizations/new', access: { roles: STAFF }, allowed: STAFF },
  { path: '/organizations/:id', access: { roles: STAFF }, allowed: STAFF },
  { path: '/organizations/:id/address', access: { roles: STAFF }, allowed: STAFF },
  { path: '/organizations/:id/users', access: { roles: STAFF }, allowed: STAFF },
  { path: '/organizations/:id/subsystems', access: { roles: STAFF }, allowed: STAFF },
  { path: '/organizations/:id/subcustomers', access: { roles: STAFF }, allowed: STAFF },
  { path: '/organizations/:id/subcustomers/:subCustomerId', access: { roles: STAFF }, allowed: STAFF },
  { path: '/organizations/:id/subcustomers/new', access: { roles: STAFF }, allowed: STAFF },
  {
    path: '/employees',
    access: { roles: ['superAdmin', 'management', 'authorizedToSign'] },
    allowed: [...STAFF, 'authorizedToSign'],
  },
  { path: '/purchasingprices', access: { roles: ['superAdmin'] }, allowed: STAFF },
  { path: '/pricetiers', access: { roles: ['superAdmin'] }, allowed: STAFF },
  { path: '/indexations', access: { roles: ['superAdmin'] }, allowed: STAFF },
  {
    path: '/excel-validator',
    access: { roles: ['superAdmin', 'management', 'authorizedToSign'] },
    allowed: [...STAFF, 'authorizedToSign'],
  },
  { path: '/helpdesk', access: { subsystem: 1 }, allowed: STAFF },
  { path: '/helpdesk-intro', access: { subsystem: 1 }, allowed: STAFF },
  { path: '/webshop', access: { subsystem: 2 }, allowed: STAFF },
  { path: '/supplier-a', access: { subsystem: 3 }, allowed: STAFF },
  { path: '/supplier-b', access: { subsystem: 4 }, allowed: STAFF },
  { path: '/supplier-c', access: { subsystem: 5 }, allowed: STAFF },
  { path: '/supplier-d', access: { subsystem: 8 }, allowed: STAFF },
  {
    // Issue 21 item 7: the user manager opens /contracts too, for the agreements (spec §6 "view of agreement").
    path: '/contracts',
    access: { roles: ['authorizedToSign', 'financialResponsible', 'userManager'] },
    allowed: [...STAFF, 'authorizedToSign', 'financialResponsible', 'userManager'],
  },
  { path: '/contracts/organizations', access: { roles: STAFF }, allowed: STAFF },
  { path: '/shipments', access: { roles: ALL }, allowed: 'all' },
  { path: '/simmanagement', access: {}, allowed: 'all' },
  { path: '/invoices', access: {}, allowed: 'all' },
  { path: '/invoices/organizations', access: { roles: STAFF }, allowed: STAFF },
  { path: '/login', access: { public: true }, allowed: 'all' },
  { path: '/forgot-password', access: { public: true }, allowed: 'all' },
  { path: '/reset-password', access: { public: true }, allowed: 'all' },
  { path: '/confirm-password', access: { public: true }, allowed: 'all' },
  { path: '/news', access: {}, allowed: 'all' },
  { path: '/news/:id', access: {}, allowed: 'all' },
  { path: '/announcements', access: {}, allowed: 'all' },
  { path: '/announcements/add', access: {}, allowed: 'all' },
  { path: '/announcements/:id', access: {}, allowed: 'all' },
  { path: '/announcements/edit/:id', access: {}, allowed: 'all' },
  { path: '/notifications/:id', access: {}, allowed: 'all' },
  { path: '/404', access: { public: true }, allowed: 'all' },
];

const userWith = (role: Role, subsystems: number[] = []): SessionUser => ({
  id: 1,
  organizationId: (PROVIDER_ROLES as Role[]).includes(role) ? null : 7,
  email: `${role}@example.com`,
  name: role,
  roles: [role],
  subsystems,
});

describe('canAccess: every role × every route of spec §2', () => {
  const cases = ROUTES.flatMap((route) =>
    ALL.map((role) => {
      const expected = route.allowed === 'all' || route.allowed.includes(role);
      return [route.path, role, expected, route.access] as const;
    }),
  );

  it.each(cases)('%s as %s → %p', (_path, role, expected, access) => {
    expect(canAccess(userWith(role), access)).toBe(expected);
  });

  it.each(ROUTES.map((r) => [r.path, !!r.access.public, r.access] as const))(
    '%s signed out → %p (only public routes)',
    (_path, expected, access) => {
      expect(canAccess(null, access)).toBe(expected);
      expect(canAccess(undefined, access)).toBe(expected);
    },
  );

  const subsystemRoutes = ROUTES.filter((r) => r.access.subsystem !== undefined);
  it.each(subsystemRoutes.flatMap((r) => ORGANIZATION_ROLES.map((role) => [r.path, role, r.access] as const)))(
    '%s as %s holding the subsystem → allowed; holding another → denied',
    (_path, role, access) => {
      expect(canAccess(userWith(role, [access.subsystem!]), access)).toBe(true);
      expect(canAccess(userWith(role, [99]), access)).toBe(false);
    },
  );
});

describe('derived checks (spec §6)', () => {
  // Columns: isProvider, isAdmin, isAdminOrManager, isAdminManagerOrSupport, isSupport, isUserManager,
  // isAuthorizedToSign, canChangeTwoFactor, canWriteOrganizations.
  const TABLE: Array<[Role, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean]> = [
    ['superAdmin', true, true, true, true, false, false, false, true, true],
    ['management', true, false, true, true, false, false, false, true, true],
    ['support', true, false, false, true, true, false, false, true, true],
    ['accountManager', true, false, false, false, false, false, false, true, false],
    ['authorizedToSign', false, false, false, false, false, false, true, false, false],
    ['generalResponsible', false, false, false, false, false, false, false, true, false],
    ['technicalResponsible', false, false, false, false, false, false, false, true, false],
    ['financialResponsible', false, false, false, false, false, false, false, false, false],
    ['userManager', false, false, false, false, false, true, false, true, false],
  ];

  it.each(TABLE)('%s', (role, ...expected) => {
    const user = userWith(role);
    expect([
      isProvider(user),
      isAdmin(user),
      isAdminOrManager(user),
      isAdminManagerOrSupport(user),
      isSupport(user),
      isUserManager(user),
      isAuthorizedToSign(user),
      canChangeTwoFactor(user),
      canWriteOrganizations(user),
    ]).toEqual(expected);
  });

  it('a user manager who is also authorized to sign cannot change 2FA', () => {
    expect(canChangeTwoFactor({ ...userWith('userManager'), roles: ['userManager', 'authorizedToSign'] })).toBe(false);
  });

  it('everything is false when signed out', () => {
    for (const check of [isProvider, isAdmin, isAdminOrManager, isAdminManagerOrSupport, canChangeTwoFactor, canWriteOrganizations]) {
      expect(check(null)).toBe(false);
    }
  });
});

describe('readableContractCategories (contracts tabs; spec §2 /contracts, §6; issue 21 item 7)', () => {
  const ALL_CATEGORIES = [0, 1, 2, 3];
  const EXPECTED: Record<Role, number[]> = {
    superAdmin: ALL_CATEGORIES,
    management: ALL_CATEGORIES,
    support: ALL_CATEGORIES,
    accountManager: ALL_CATEGORIES,
    authorizedToSign: ALL_CATEGORIES,
    generalResponsible: [],
    technicalResponsible: [],
    financialResponsible: ALL_CATEGORIES,
    userManager: [AGREEMENT_CATEGORY],
  };

  it.each(ALL)('%s', (role) => {
    expect(readableContractCategories(userWith(role))).toEqual(EXPECTED[role]);
  });

  it('gives the wider rights to a user manager who is also financial responsible or authorized to sign', () => {
    const withRoles = (roles: Role[]) => ({ ...userWith('userManager'), roles });
    expect(readableContractCategories(withRoles(['userManager', 'financialResponsible']))).toEqual(ALL_CATEGORIES);
    expect(readableContractCategories(withRoles(['authorizedToSign', 'userManager']))).toEqual(ALL_CATEGORIES);
    expect(readableContractCategories(withRoles(['userManager', 'generalResponsible']))).toEqual([1]);
  });

  it('reads none signed out', () => {
    expect(readableContractCategories(null)).toEqual([]);
    expect(readableContractCategories(undefined)).toEqual([]);
  });
});
