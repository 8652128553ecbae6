import { TOKEN_STORAGE_KEY, type Role, type TokenClaims } from '@portal/domain';
import { useSessionStore } from '@portal/session';
import { cleanup } from '@testing-library/react';

/** An unsigned JWT with the given claims (the client only decodes tokens; the server verifies them). */
export function fakeToken(claims: Partial<TokenClaims> & Pick<TokenClaims, 'name' | 'roles'>): string {
  const now = Math.floor(Date.now() / 1000);
  const full: TokenClaims = {
    sub: String(claims.id ?? 1),
    id: 1,
    organizationId: null,
    email: 'user@example.com',
    subsystems: [],
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(full)}.signature`;
}

/** Demo users of the tests (staff users have no organization, so no organization is loaded). */
export const USERS = {
  superAdmin: { id: 1, name: 'Ada Admin', email: 'admin@provider.example', roles: ['superAdmin'] as Role[] },
  support: { id: 2, name: 'Sam Support', email: 'support@provider.example', roles: ['support'] as Role[] },
  general: {
    id: 10,
    name: 'Gerda General',
    email: 'general@acme.example',
    roles: ['generalResponsible'] as Role[],
    organizationId: 7,
    subsystems: [1],
  },
  technical: {
    id: 11,
    name: 'Tom Tech',
    email: 'tech@acme.example',
    roles: ['technicalResponsible'] as Role[],
    organizationId: 7,
  },
} satisfies Record<string, Partial<TokenClaims> & Pick<TokenClaims, 'name' | 'roles'>>;

/** Signs a user in the way the portal does after login: token in storage, then the store reloads it. */
export async function signIn(user: Partial<TokenClaims> & Pick<TokenClaims, 'name' | 'roles'>): Promise<void> {
  localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken(user));
  await useSessionStore.getState().reload();
}

/** Unmounts what a test rendered, then signs out and clears storage. */
export function signOut(): void {
  cleanup();
  useSessionStore.getState().logout();
  localStorage.clear();
}
