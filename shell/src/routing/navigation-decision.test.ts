import { decideNavigation, safeReturnTo } from './navigation-decision';

const loc = (pathname: string, search = '') => ({ pathname, search });
const staff = { id: 1, organizationId: null, email: 'a@x', name: 'A', roles: ['support'], subsystems: [] };
const customer = {
  id: 2,
  organizationId: 7,
  email: 'b@x',
  name: 'B',
  roles: ['generalResponsible'],
  subsystems: [1],
};

describe('decideNavigation (spec §2)', () => {
  it('unknown path → /404', () => {
    expect(decideNavigation({ access: undefined, path: undefined, user: null, location: loc('/x') })).toEqual(
      {
        type: 'redirect',
        to: '/404',
      },
    );
  });

  it('public route renders signed out', () => {
    expect(
      decideNavigation({ access: { public: true }, path: '/about', user: null, location: loc('/about') }),
    ).toEqual({
      type: 'render',
    });
  });

  it('signed out on a protected route → /login with returnTo', () => {
    expect(
      decideNavigation({
        access: {},
        path: '/organizations',
        user: null,
        location: loc('/organizations', '?page=2'),
      }),
    ).toEqual({ type: 'redirect', to: '/login?returnTo=%2Forganizations%3Fpage%3D2' });
  });

  it('no access → /; subsystem and provider users pass', () => {
    const access = { roles: ['superAdmin' as const], subsystem: 1 };
    expect(
      decideNavigation({
        access: { roles: ['superAdmin'] },
        path: '/p',
        user: customer as never,
        location: loc('/p'),
      }),
    ).toEqual({
      type: 'redirect',
      to: '/',
      noAccess: { path: '/p' },
    });
    // A route of a subsystem the organization lacks: home, saying which subsystem (the "More services" notice).
    expect(
      decideNavigation({
        access: { subsystem: 2 },
        path: '/webshop',
        user: customer as never,
        location: loc('/webshop'),
      }),
    ).toEqual({
      type: 'redirect',
      to: '/',
      noAccess: { path: '/webshop', subsystem: 2 },
    });
    expect(decideNavigation({ access, path: '/h', user: customer as never, location: loc('/h') })).toEqual({
      type: 'render',
    });
    expect(
      decideNavigation({
        access: { roles: ['superAdmin'] },
        path: '/p',
        user: staff as never,
        location: loc('/p'),
      }),
    ).toEqual({
      type: 'render',
    });
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/organizations?x=1', '/organizations?x=1'],
    [null, '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/login?returnTo=/x', '/'],
  ])('%p → %p', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
