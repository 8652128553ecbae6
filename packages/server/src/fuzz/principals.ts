import { SignJWT, decodeJwt } from 'jose';
import type { TestApp } from '../test/harness.js';
import { DEMO } from '../modules/organizations/test-support.js';
import { type TokenPayload, signToken } from '../modules/auth/jwt.js';
import { loadSessionUser } from '../modules/auth/sessions.js';

/**
 * Who the fuzz suite calls as (issue 21): nobody, a forged or broken token, one seeded user per staff role and one
 * per organization role (Acme Logistics, whose users hold one role each). Each family has its own case budget.
 */

export type Family = 'anonymous' | 'forged' | 'staff' | 'organization';

export interface Principal {
  name: string;
  family: Family;
  /** The Authorization header values this principal sends (forged: one of several, picked per case). */
  authorizations: (string | undefined)[];
  /** A seeded user: e-mail and the roles its session must still have for the principal to mean what it says. */
  email?: string;
  roles?: string[];
}

/** The seeded users the suite signs in as: every staff role and every organization role once (spec §6). */
export const USERS: readonly { name: string; family: Family; email: string }[] = [
  { name: 'super admin', family: 'staff', email: DEMO.superAdmin },
  { name: 'management', family: 'staff', email: DEMO.management },
  { name: 'support', family: 'staff', email: DEMO.support },
  { name: 'account manager', family: 'staff', email: DEMO.accountManager },
  { name: 'authorized to sign', family: 'organization', email: DEMO.acmeSigner },
  { name: 'general responsible', family: 'organization', email: DEMO.acmeGeneral },
  { name: 'technical responsible', family: 'organization', email: DEMO.acmeTechnical },
  { name: 'financial responsible', family: 'organization', email: DEMO.acmeFinance },
  { name: 'user manager', family: 'organization', email: DEMO.acmeUserManager },
];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The roles a session token's session has now (null when it is not usable). */
export async function sessionRoles(h: TestApp, token: string): Promise<string[] | null> {
  const claims = decodeJwt(token);
  const state = await loadSessionUser(h.db, String(claims.sid), {
    exp: claims.exp ?? 0,
    iat: claims.iat ?? 0,
  });
  return state.user ? [...state.user.roles].sort() : null;
}

/** Tokens that must never pass: garbage, wrong key, `alg: none`, tampered claims, an unknown session. */
async function forgedAuthorizations(h: TestApp, adminToken: string): Promise<(string | undefined)[]> {
  const claims = decodeJwt(adminToken);
  const [header, , signature] = adminToken.split('.');
  const payload = { ...claims, roles: ['superAdmin'], id: 1 };
  const wrongKey = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
  // Signed with the real key: a session that does not exist, and claims of the wrong types.
  const claimsOf = (extra: Record<string, unknown>) => ({ ...payload, ...extra }) as unknown as TokenPayload;
  const unknownSession = await signToken(h.config, claimsOf({ sid: 'no-such-session' }));
  const badTypes = await signToken(h.config, claimsOf({ id: '1', sid: 42 }));
  return [
    'Bearer garbage',
    'Bearer ',
    'Bearer',
    'bearer ' + adminToken.slice(0, -1),
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'a'.repeat(5000)}`,
    'Bearer a.b.c',
    `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
    `Bearer ${header}.${b64({ ...payload, exp: 4102444800 })}.${signature}`,
    `Bearer ${wrongKey}`,
    `Bearer ${unknownSession}`,
    `Bearer ${badTypes}`,
    `Bearer ${adminToken} ${adminToken}`,
  ];
}

/** Signs every principal in on `h` (fresh sessions). */
export async function signInPrincipals(h: TestApp): Promise<Principal[]> {
  const principals: Principal[] = [{ name: 'anonymous', family: 'anonymous', authorizations: [undefined] }];
  let adminToken = '';
  for (const user of USERS) {
    const token = await h.tokenFor(user.email);
    adminToken ||= token;
    const roles = await sessionRoles(h, token);
    if (!roles) throw new Error(`fuzz: the session of ${user.email} is not usable`);
    principals.push({ ...user, authorizations: [`Bearer ${token}`], roles });
  }
  principals.splice(1, 0, {
    name: 'forged token',
    family: 'forged',
    authorizations: await forgedAuthorizations(h, adminToken),
  });
  return principals;
}

/**
 * Principals whose session no longer means what it did (signed out, demoted, removed, organization deactivated)
 * after a fuzz case changed data; a signed-out one is signed in again first. Returns how many were signed in again
 * and the names still broken.
 */
export async function healPrincipals(
  h: TestApp,
  principals: Principal[],
): Promise<{ reSignedIn: number; broken: string[] }> {
  const broken: string[] = [];
  let reSignedIn = 0;
  for (const p of principals) {
    if (!p.email || !p.roles) continue;
    const token = p.authorizations[0]!.slice('Bearer '.length);
    if ((await sessionRoles(h, token))?.join() === p.roles.join()) continue;
    try {
      const fresh = await h.tokenFor(p.email);
      if ((await sessionRoles(h, fresh))?.join() === p.roles.join()) {
        p.authorizations = [`Bearer ${fresh}`];
        reSignedIn++;
        continue;
      }
    } catch {
      // The user is gone.
    }
    broken.push(p.name);
  }
  return { reSignedIn, broken };
}
