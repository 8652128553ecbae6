import { AccountMessages, EmployeeRoleCode, Messages, OrganizationRoleCode } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ACME_NUMBER, call, DEMO } from '../organizations/test-support.js';
import { LOCK_AFTER_FAILURES } from './throttle.js';

/**
 * Sessions that follow the account (issue 24): the server decides on the database, never on the token's claims;
 * a role change, removal, deletion, deactivation, password change or reset and sign-out end sessions at once;
 * per-account brute-force protection; the 2FA code stays out of the subject.
 */
let h: TestApp;
const PASSWORD = 'Portal-demo-2026!';
let acmeId: number;
let admin: string;

beforeAll(async () => {
  h = await createTestApp();
  admin = await h.tokenFor(DEMO.superAdmin);
  const list = await call(h.app, 'GET', `/api/organizations?search=${ACME_NUMBER}`, { token: admin });
  acmeId = list.json<{ items: { id: number; customerNumber: string }[] }>().items.find((o) => o.customerNumber === ACME_NUMBER)!.id;
});
afterAll(() => h.close());

let serial = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++serial}-${Date.now().toString(36)}@example.test`;

/** 401 saying the session has ended (the shell shows it on the login screen). */
function expectEnded(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(401);
  expect((res.json() as { errorMessage: string }).errorMessage).toBe(AccountMessages.sessionEnded);
}

async function newEmployee(role: number): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('employee');
  const res = await call(h.app, 'POST', '/api/employees', {
    token: admin,
    body: { email, firstName: 'Eva', lastName: 'Employee', phoneNumber: null, role },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json<{ id: number }>().id, email };
}

async function newAcmeUser(roles: number[]): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('acme-user');
  const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
    token: admin,
    body: { email, firstName: 'Olga', lastName: 'Orguser', phoneNumber: null, roles: roles.map(String) },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json<{ id: number }>().id, email };
}

const employeeBody = (email: string, role: number) => ({ email, firstName: 'Eva', lastName: 'Employee', phoneNumber: null, role });

describe('a change to the account ends its sessions at once', () => {
  it('a super admin demoted to support can no longer add a super admin with the old token', async () => {
    const boss = await newEmployee(EmployeeRoleCode.superAdmin);
    const token = await h.tokenFor(boss.email);
    const before = await call(h.app, 'POST', '/api/employees', { token, body: employeeBody(uniqueEmail('made'), EmployeeRoleCode.superAdmin) });
    expect(before.statusCode).toBe(201);

    const demoted = await call(h.app, 'PUT', `/api/employees/${boss.id}`, { token: admin, body: employeeBody(boss.email, EmployeeRoleCode.support) });
    expect(demoted.statusCode).toBe(200);

    expectEnded(await call(h.app, 'POST', '/api/employees', { token, body: employeeBody(uniqueEmail('made'), EmployeeRoleCode.superAdmin) }));
    // Signed in again, the new role applies: support may not add employees.
    const fresh = await h.tokenFor(boss.email);
    const refused = await call(h.app, 'POST', '/api/employees', { token: fresh, body: employeeBody(uniqueEmail('made'), EmployeeRoleCode.superAdmin) });
    expect(refused.statusCode).toBe(403);
  });

  it('an authorized-to-sign user demoted to technical responsible can no longer add an authorized-to-sign user', async () => {
    const signer = await newAcmeUser([OrganizationRoleCode.authorizedToSign]);
    const token = await h.tokenFor(signer.email);
    const add = () =>
      call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
        token,
        body: { email: uniqueEmail('granted'), firstName: 'Gus', lastName: 'Granted', phoneNumber: null, roles: ['0'] },
      });
    expect((await add()).statusCode).toBe(201);
    const demoted = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${signer.id}`, {
      token: admin,
      body: { firstName: 'Olga', lastName: 'Orguser', phoneNumber: null, roles: ['2'], twoFactorEnabled: false, sendApnInfo: false },
    });
    expect(demoted.statusCode).toBe(200);
    expectEnded(await add());
  });

  it('a user removed from the organization can no longer read it or its users', async () => {
    const member = await newAcmeUser([OrganizationRoleCode.generalResponsible]);
    const token = await h.tokenFor(member.email);
    expect((await call(h.app, 'GET', `/api/organizations/${acmeId}`, { token })).statusCode).toBe(200);
    const removed = await call(h.app, 'DELETE', `/api/organizations/${acmeId}/users/${member.id}`, { token: admin });
    expect(removed.statusCode).toBe(204);
    expectEnded(await call(h.app, 'GET', `/api/organizations/${acmeId}`, { token }));
    expectEnded(await call(h.app, 'GET', `/api/organizations/${acmeId}/users`, { token }));
  });

  it('a deleted support employee can no longer export the users list', async () => {
    const supporter = await newEmployee(EmployeeRoleCode.support);
    const token = await h.tokenFor(supporter.email);
    expect((await call(h.app, 'GET', '/api/organizations/ExportUsers', { token })).statusCode).toBe(200);
    expect((await call(h.app, 'DELETE', `/api/employees/${supporter.id}`, { token: admin })).statusCode).toBe(204);
    expectEnded(await call(h.app, 'GET', '/api/organizations/ExportUsers', { token }));
  });

  it('the server decides on the database, not on the claims: a forged role in a valid session token gives nothing', async () => {
    const token = await h.tokenFor(DEMO.support);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = await new SignJWT({ ...claims, roles: ['superAdmin'] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(h.config.jwtSecret));
    const res = await call(h.app, 'POST', '/api/employees', { token: forged, body: employeeBody(uniqueEmail('forged'), EmployeeRoleCode.superAdmin) });
    expect(res.statusCode).toBe(403);
  });

  it('a token without a session (signed before sessions existed) is refused with the reason', async () => {
    const token = await h.tokenFor(DEMO.management);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    delete claims.sid;
    const legacy = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(h.config.jwtSecret));
    expectEnded(await call(h.app, 'GET', '/api/users/me', { token: legacy }));
  });
});

describe('deactivated organizations (README product decisions)', () => {
  it('end their users\' sessions; sign-in says so whether or not the password is right; activation lets them in again', async () => {
    const list = await call(h.app, 'GET', '/api/organizations?search=100002', { token: admin });
    const noordzee = list.json<{ items: { id: number; customerNumber: string }[] }>().items.find((o) => o.customerNumber === '100002')!;
    const token = await h.tokenFor(DEMO.noordzeeGeneral);
    expect((await call(h.app, 'GET', '/api/users/me', { token })).statusCode).toBe(200);

    expect((await call(h.app, 'PUT', `/api/organizations/${noordzee.id}/deactivate`, { token: admin })).statusCode).toBe(200);
    expectEnded(await call(h.app, 'GET', '/api/users/me', { token }));
    for (const password of [PASSWORD, 'Not-the-password-1']) {
      const res = await call(h.app, 'POST', '/api/sessions', { body: { email: DEMO.noordzeeGeneral, password } });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ errorMessage: string }>().errorMessage).toBe(AccountMessages.organizationInactive);
    }

    expect((await call(h.app, 'PUT', `/api/organizations/${noordzee.id}/activate`, { token: admin })).statusCode).toBe(200);
    const again = await call(h.app, 'POST', '/api/sessions', { body: { email: DEMO.noordzeeGeneral, password: PASSWORD } });
    expect(again.statusCode).toBe(200);
  });
});

describe('passwords and sign-out end sessions', () => {
  it('changing the password ends every other session of the user; the current one goes on', async () => {
    const member = await newAcmeUser([OrganizationRoleCode.generalResponsible]);
    await h.db.update(users).set({ passwordHash: (await h.db.select().from(users).where(eq(users.email, DEMO.acmeGeneral)))[0].passwordHash }).where(eq(users.id, member.id));
    const current = await h.tokenFor(member.email);
    const other = await h.tokenFor(member.email);
    const res = await call(h.app, 'PATCH', '/api/users/me', { token: current, body: { currentPassword: PASSWORD, newPassword: 'A-new-password-2026!' } });
    expect(res.statusCode).toBe(204);
    expect((await call(h.app, 'GET', '/api/users/me', { token: current })).statusCode).toBe(200);
    expectEnded(await call(h.app, 'GET', '/api/users/me', { token: other }));
  });

  it('a password reset ends every session of the user', async () => {
    const member = await newAcmeUser([OrganizationRoleCode.technicalResponsible]);
    const token = await h.tokenFor(member.email);
    const before = h.outbox.length;
    expect((await call(h.app, 'POST', `/api/users/resetPassword?email=${encodeURIComponent(member.email)}`)).statusCode).toBe(204);
    await h.app.jobs.drained();
    const mail = h.outbox.slice(before).find((m) => m.to === member.email && /reset-password/.test(m.text))!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const reset = await call(h.app, 'PUT', `/api/users/${member.id}/password?resetToken=${link.searchParams.get('resetToken')}`, {
      body: { password: 'Reset-password-2026!' },
    });
    expect(reset.statusCode).toBe(204);
    expectEnded(await call(h.app, 'GET', '/api/users/me', { token }));
  });

  it('signing out ends that session on the server; another session of the user goes on', async () => {
    const token = await h.tokenFor(DEMO.acmeTechnical);
    const other = await h.tokenFor(DEMO.acmeTechnical);
    expect((await call(h.app, 'DELETE', '/api/sessions/current', { token })).statusCode).toBe(204);
    expectEnded(await call(h.app, 'GET', '/api/users/me', { token }));
    expect((await call(h.app, 'GET', '/api/users/me', { token: other })).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sid as string;
    const [row] = await h.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row.endedReason).toBe('signOut');
  });

  it('signing out needs a session', async () => {
    const res = await call(h.app, 'DELETE', '/api/sessions/current');
    expect(res.statusCode).toBe(401);
    expect(res.json<{ errorMessage: string }>().errorMessage).not.toBe(AccountMessages.sessionEnded);
  });
});

describe('brute-force protection per account', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    h.app.inject({ method: 'POST', url: '/api/sessions', payload: { email, password }, remoteAddress });

  it('counts failures across client addresses and locks the account for a while, then staff can clear the lock', async () => {
    const member = await newAcmeUser([OrganizationRoleCode.generalResponsible]);
    await h.db.update(users).set({ passwordHash: (await h.db.select().from(users).where(eq(users.email, DEMO.acmeGeneral)))[0].passwordHash }).where(eq(users.id, member.id));
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      const res = await attempt(member.email, `Wrong-${i}-password`, `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ errorMessage: string }>().errorMessage).toBe(Messages.credentialsWrong);
    }
    // Even the right password, from yet another address, waits.
    const locked = await attempt(member.email, PASSWORD, '10.0.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ errorMessage: string }>().errorMessage).toBe(AccountMessages.accountLocked);

    const seen = await call(h.app, 'GET', `/api/users/${member.id}/lock`, { token: admin });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ failures: number; lockedUntil: string | null }>()).toMatchObject({ failures: LOCK_AFTER_FAILURES });
    expect(new Date(seen.json<{ lockedUntil: string }>().lockedUntil).getTime()).toBeGreaterThan(Date.now());
    // The users list shows it (the customer detail's Users tab offers "Unlock sign-in" to staff writers).
    const list = await call(h.app, 'GET', `/api/organizations/${acmeId}/users`, { token: admin });
    const listed = list.json<Array<{ id: number; signInLockedUntil: string | null }>>().find((u) => u.id === member.id)!;
    expect(new Date(listed.signInLockedUntil!).getTime()).toBeGreaterThan(Date.now());
    // Only staff writers see or clear it; a customer does not.
    expect((await call(h.app, 'DELETE', `/api/users/${member.id}/lock`, { token: await h.tokenFor(DEMO.acmeSigner) })).statusCode).toBe(403);
    expect((await call(h.app, 'DELETE', `/api/users/${member.id}/lock`, { token: admin })).statusCode).toBe(204);
    expect((await attempt(member.email, PASSWORD, '10.0.0.99')).statusCode).toBe(200);
    const after = await call(h.app, 'GET', `/api/organizations/${acmeId}/users`, { token: admin });
    expect(after.json<Array<{ id: number; signInLockedUntil: string | null }>>().find((u) => u.id === member.id)!.signInLockedUntil).toBeNull();
  });

  it('locks an unknown address the same way, so a lock tells nothing about existence', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) expect((await attempt(email, 'Whatever-password-1', `10.1.0.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(email, 'Whatever-password-1', '10.1.0.99')).statusCode).toBe(429);
  });
});

describe('2FA mail', () => {
  it('keeps the code out of the subject (it would show on a locked phone); the body has it', async () => {
    const before = h.outbox.length;
    const res = await call(h.app, 'POST', '/api/sessions', { body: { email: DEMO.acmeSigner, password: PASSWORD }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    const mail = h.outbox.slice(before).find((m) => m.to === DEMO.acmeSigner)!;
    expect(mail.subject).toBe('Your sign-in code');
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });
});

describe('OpenAPI: which operations need a session, and who may call them', () => {
  type Operation = { security?: Array<Record<string, unknown>>; description?: string };
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    const doc = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json<{ paths: typeof paths; components: { securitySchemes: Record<string, unknown> } }>();
    expect(json.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    paths = json.paths;
  });

  /**
   * Operations anyone may call: sign-in, the account links of mails, health, and the video stream (its signed
   * playback URL carries its own token, checked like a session).
   */
  const PUBLIC = new Set([
    'post /api/sessions',
    'post /api/users/resetPassword',
    'put /api/users/{id}/password',
    'patch /api/users/{id}',
    'get /api/health',
    'post /api/csp-reports',
    'get /api/videos/{id}/stream',
    'get /api/sim-management/suppliers/{id}/logo',
  ]);

  it('marks every other operation as needing the bearer token and names its access rule', () => {
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const unmarked = operations.filter(({ key, op }) => !PUBLIC.has(key) && !op.security?.some((s) => 'bearerAuth' in s));
    expect(unmarked.map((o) => o.key)).toEqual([]);
    const withoutRule = operations.filter(({ key, op }) => !PUBLIC.has(key) && !/Access: /.test(op.description ?? ''));
    expect(withoutRule.map((o) => o.key)).toEqual([]);
    for (const key of PUBLIC) {
      const [method, path] = key.split(' ');
      expect(paths[path]?.[method]?.security ?? []).toEqual([]);
    }
  });

  it('writes the rule the route enforces into the description', () => {
    expect(paths['/api/employees'].post.description).toContain('Access: roles superAdmin.');
    expect(paths['/api/organizations/{id}/users'].post.description).toMatch(
      /Access: staff roles superAdmin, management, support; users of that organization with roles authorizedToSign, userManager/,
    );
    expect(paths['/api/users/me'].get.description).toContain('Access: any signed-in user.');
  });
});
