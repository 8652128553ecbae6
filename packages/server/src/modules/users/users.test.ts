import type { OrganizationUser } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed.js';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  NOORDZEE_NUMBER,
  call,
  organizationIdOf,
  userIdOf,
  userPayload,
} from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
interface Mail {
  to: string;
  subject: string;
  text: string;
}

let h: Harness;
let acmeId: number;
let noordzeeId: number;
let admin: string;
const tokens = new Map<Who, string | undefined>();

beforeAll(async () => {
  h = await createTestApp();
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  noordzeeId = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  admin = await h.tokenFor(DEMO.superAdmin);
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as Who, await h.tokenFor(email));
});
afterAll(async () => h?.close());

const STAFF: Who[] = ['superAdmin', 'management', 'support', 'accountManager'];
const ACME_USERS: Who[] = ['acmeSigner', 'acmeGeneral', 'acmeTechnical', 'acmeFinance', 'acmeUserManager'];
/** Who may manage acme's users, and what everyone else gets (docs/customers-api.md "Organization users"). */
const MANAGE_EXPECTED: [Who, number][] = [
  ['superAdmin', 200],
  ['management', 200],
  ['support', 200],
  ['acmeSigner', 200],
  ['acmeUserManager', 200],
  ['accountManager', 403],
  ['acmeGeneral', 403],
  ['acmeTechnical', 403],
  ['acmeFinance', 403],
  ['noordzeeGeneral', 404],
  ['anonymous', 401],
];

const token = (who: Who) => tokens.get(who);
const mailsTo = (email: string): Mail[] => (h.outbox as Mail[]).filter((m) => m.to === email);

/** Adds a user to an organization as super admin (the foundation route); returns it. */
async function addUser(
  overrides: Record<string, unknown> = {},
  organizationId = acmeId,
): Promise<OrganizationUser> {
  const res = await call(h.app, 'POST', `/api/organizations/${organizationId}/users`, {
    token: admin,
    body: userPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<OrganizationUser>();
}

async function userRow(id: number) {
  const [row] = await h.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function auditOf(entityId: number) {
  return h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'organizationUser'), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

const updateBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Changed',
  lastName: 'Person',
  phoneNumber: '+31 6 0000 0000',
  roles: ['2'],
  twoFactorEnabled: false,
  sendApnInfo: true,
  ...overrides,
});

describe('GET /organizations/{id}/users', () => {
  it('reports 2FA as on for roles that always sign in with a code (spec §6), off for a general responsible', async () => {
    const list = (await call(h.app, 'GET', `/api/organizations/${acmeId}/users`, { token: admin })).json<OrganizationUser[]>();
    const twoFactorOf = (email: string) => list.find((u) => u.email === email)?.twoFactorEnabled;
    expect(twoFactorOf(DEMO.acmeSigner)).toBe(true);
    expect(twoFactorOf(DEMO.acmeFinance)).toBe(true);
    expect(twoFactorOf(DEMO.acmeUserManager)).toBe(true);
    expect(twoFactorOf(DEMO.acmeGeneral)).toBe(false);
  });

  it('lists the users of that organization only, by last name then first name', async () => {
    const res = await call(h.app, 'GET', `/api/organizations/${acmeId}/users`, { token: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json<OrganizationUser[]>();
    const emails = list.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(Object.values(DEMO).filter((e) => e.endsWith('@acme.example'))),
    );
    expect(emails).not.toContain(DEMO.noordzeeGeneral);
    expect(emails).not.toContain(DEMO.superAdmin);
    const keys = list.map((u) => `${u.lastName.toLowerCase()}\u0000${u.firstName.toLowerCase()}`);
    expect(keys).toEqual([...keys].sort());
    expect(list.find((u) => u.email === DEMO.acmeSigner)).toMatchObject({
      firstName: 'Sophie',
      lastName: 'van Dijk',
      roles: ['0'],
      confirmed: true,
    });
    expect(list[0]).not.toHaveProperty('passwordHash');
  });

  it.each([
    ...STAFF.map((w) => [w, 200] as [Who, number]),
    ...ACME_USERS.map((w) => [w, 200] as [Who, number]),
    ['noordzeeGeneral', 404],
    ['anonymous', 401],
  ] as [Who, number][])('as %s → %i', async (who, status) => {
    const res = await call(h.app, 'GET', `/api/organizations/${acmeId}/users`, { token: token(who) });
    expect(res.statusCode).toBe(status);
  });

  it('answers 404 for an organization that does not exist and 400 naming id for a bad id', async () => {
    expect((await call(h.app, 'GET', '/api/organizations/999999/users', { token: admin })).statusCode).toBe(
      404,
    );
    const bad = await call(h.app, 'GET', '/api/organizations/abc/users', { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('id');
  });
});

describe('PUT /organizations/{id}/users/{userId}', () => {
  it.each(MANAGE_EXPECTED)('as %s → %i', async (who, status) => {
    const target = await addUser({ roles: ['1'] });
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: token(who),
      body: updateBody(),
    });
    expect(res.statusCode).toBe(status);
    const row = await userRow(target.id);
    expect(row.firstName).toBe(status === 200 ? 'Changed' : 'New');
  });

  it('changes name, phone, roles, 2FA and APN mails but never the e-mail, and audits before and after', async () => {
    const target = await addUser({ roles: ['1'] });
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: admin,
      body: updateBody({ roles: ['2', '1', '2'], twoFactorEnabled: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrganizationUser>()).toMatchObject({
      id: target.id,
      email: target.email,
      firstName: 'Changed',
      lastName: 'Person',
      phoneNumber: '+31 6 0000 0000',
      roles: ['1', '2'],
      twoFactorEnabled: true,
      sendApnInfo: true,
    });
    const [audit] = await auditOf(target.id);
    expect(audit).toMatchObject({
      action: 'update',
      actorUserId: await userIdOf(h.db, DEMO.superAdmin),
      before: expect.objectContaining({ firstName: 'New', roles: ['1'], organizationId: acmeId }),
      after: expect.objectContaining({ firstName: 'Changed', roles: ['1', '2'] }),
    });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|password_hash/);
  });

  it('forces two-factor on for a role that always uses it and stores an unknown role code as 0', async () => {
    const target = await addUser({ roles: ['1'] });
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: admin,
      body: updateBody({ roles: ['3', '9'], twoFactorEnabled: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrganizationUser>()).toMatchObject({ roles: ['0', '3'], twoFactorEnabled: true });
    expect((await userRow(target.id)).roles).toEqual([0, 3]);
  });

  it('lets an authorized signatory grant user manager', async () => {
    const target = await addUser({ roles: ['1'] });
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: token('acmeSigner'),
      body: updateBody({ roles: ['1', '4'] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrganizationUser>()).toMatchObject({ roles: ['1', '4'], twoFactorEnabled: true });
  });

  it.each([
    ['user manager', ['1', '4']],
    ['authorized to sign', ['0']],
    ['an unknown code (stored as authorized to sign)', ['7']],
  ])('refuses a user manager granting %s (403) and changes nothing', async (_what, roles) => {
    const target = await addUser({ roles: ['1'] });
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: token('acmeUserManager'),
      body: updateBody({ roles }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe(
      'Only an authorized signatory may grant the user manager role.',
    );
    expect(await userRow(target.id)).toMatchObject({ roles: [1], firstName: 'New' });
    expect(await auditOf(target.id)).toHaveLength(1); // only the create
  });

  it('refuses a user manager editing an authorized signatory or another user manager (403)', async () => {
    for (const roles of [['0'], ['4'], ['1', '4']]) {
      const target = await addUser({ roles });
      const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${target.id}`, {
        token: token('acmeUserManager'),
        body: updateBody({ roles }),
      });
      expect(res.statusCode).toBe(403);
      expect((await userRow(target.id)).firstName).toBe('New');
    }
    const signerId = await userIdOf(h.db, DEMO.acmeSigner);
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${signerId}`, {
      token: token('acmeUserManager'),
      body: updateBody({ roles: ['0'] }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets an authorized signatory take user manager away', async () => {
    const target = await addUser({ roles: ['4'] });
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: token('acmeSigner'),
      body: updateBody({ roles: ['1'] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrganizationUser>().roles).toEqual(['1']);
  });

  it('answers 404 for a user of another organization, an employee, or an unknown id', async () => {
    const noordzeeUser = await userIdOf(h.db, DEMO.noordzeeGeneral);
    const employee = await userIdOf(h.db, DEMO.support);
    for (const userId of [noordzeeUser, employee, 999999]) {
      const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${userId}`, {
        token: admin,
        body: updateBody(),
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await userRow(noordzeeUser)).firstName).toBe('Julia');
    // The signatory of acme cannot reach noordzee's users through noordzee's id either.
    const other = await call(h.app, 'PUT', `/api/organizations/${noordzeeId}/users/${noordzeeUser}`, {
      token: token('acmeSigner'),
      body: updateBody(),
    });
    expect(other.statusCode).toBe(404);
  });

  it.each([
    ['no role', { roles: [] }, 'roles', 'At least 1 role is required'],
    ['a changed e-mail', { email: 'x@example.com' }, '', undefined],
    ['a missing first name', { firstName: undefined }, 'firstName', undefined],
    ['a blank last name', { lastName: '  ' }, 'lastName', undefined],
    ['a non-numeric role', { roles: ['admin'] }, 'roles.0', undefined],
    ['a missing twoFactorEnabled', { twoFactorEnabled: undefined }, 'twoFactorEnabled', undefined],
  ])('refuses %s with 400 naming the field and changes nothing', async (_what, overrides, field, message) => {
    const target = await addUser({ roles: ['1'] });
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: admin,
      body: updateBody(overrides),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors.length).toBeGreaterThan(0);
    if (field) expect(errors.map((e) => e.field)).toContain(field);
    if (message) expect(errors.map((e) => e.message)).toContain(message);
    expect((await userRow(target.id)).firstName).toBe('New');
  });

  it('answers 400 naming userId for a bad id', async () => {
    const res = await call(h.app, 'PUT', `/api/organizations/${acmeId}/users/0`, {
      token: admin,
      body: updateBody(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('userId');
  });
});

describe('DELETE /organizations/{id}/users/{userId}', () => {
  it.each(MANAGE_EXPECTED)('as %s → %i (204 when allowed)', async (who, status) => {
    const target = await addUser({ roles: ['1'] });
    const res = await call(h.app, 'DELETE', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: token(who),
    });
    expect(res.statusCode).toBe(status === 200 ? 204 : status);
    expect(await userRow(target.id)).toEqual(status === 200 ? undefined : expect.anything());
  });

  it('removes the user so that it can no longer sign in, and audits the removal', async () => {
    const target = await addUser({ roles: ['2'] });
    const general = await userRow(await userIdOf(h.db, DEMO.acmeGeneral));
    await h.db.update(users).set({ passwordHash: general.passwordHash }).where(eq(users.id, target.id));
    const signIn = () =>
      call(h.app, 'POST', '/api/sessions', { body: { email: target.email, password: DEMO_PASSWORD } });
    expect((await signIn()).statusCode).toBe(200);

    const res = await call(h.app, 'DELETE', `/api/organizations/${acmeId}/users/${target.id}`, {
      token: token('acmeSigner'),
    });
    expect(res.statusCode).toBe(204);
    expect((await signIn()).statusCode).toBe(401);
    const [audit] = await auditOf(target.id);
    expect(audit).toMatchObject({
      action: 'delete',
      actorUserId: await userIdOf(h.db, DEMO.acmeSigner),
      before: expect.objectContaining({ email: target.email, organizationId: acmeId }),
      after: null,
    });
    expect(JSON.stringify(audit.before)).not.toMatch(/password/i);
  });

  it('refuses removing the own account with 400', async () => {
    const signerId = await userIdOf(h.db, DEMO.acmeSigner);
    const res = await call(h.app, 'DELETE', `/api/organizations/${acmeId}/users/${signerId}`, {
      token: token('acmeSigner'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe('You cannot remove your own account.');
    expect(await userRow(signerId)).toBeDefined();
  });

  it('refuses a user manager removing an authorized signatory or a user manager (403)', async () => {
    for (const roles of [['0'], ['4']]) {
      const target = await addUser({ roles });
      const res = await call(h.app, 'DELETE', `/api/organizations/${acmeId}/users/${target.id}`, {
        token: token('acmeUserManager'),
      });
      expect(res.statusCode).toBe(403);
      expect(await userRow(target.id)).toBeDefined();
    }
  });

  it('answers 404 for a user of another organization or an employee, and 400 for a bad id', async () => {
    const noordzeeUser = await addUser({ roles: ['1'] }, noordzeeId);
    for (const userId of [noordzeeUser.id, await userIdOf(h.db, DEMO.support)]) {
      const res = await call(h.app, 'DELETE', `/api/organizations/${acmeId}/users/${userId}`, {
        token: admin,
      });
      expect(res.statusCode).toBe(404);
      expect(await userRow(userId)).toBeDefined();
    }
    const bad = await call(h.app, 'DELETE', `/api/organizations/${acmeId}/users/x`, { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('userId');
  });
});

describe('POST /organizations/{id}/users/{userId}/confirmation', () => {
  it.each(MANAGE_EXPECTED)('as %s → %i (204 when allowed)', async (who, status) => {
    const target = await addUser({ roles: ['1'] });
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users/${target.id}/confirmation`, {
      token: token(who),
    });
    expect(res.statusCode).toBe(status === 200 ? 204 : status);
    expect(mailsTo(target.email)).toHaveLength(status === 200 ? 2 : 1);
  });

  it('mails a new link in the user’s stored language that confirms the account; the old link stops working', async () => {
    const target = await addUser({ roles: ['1'] });
    await h.db.update(users).set({ locale: 'en' }).where(eq(users.id, target.id));
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users/${target.id}/confirmation`, {
      token: admin,
      headers: { 'accept-language': 'nl' },
    });
    expect(res.statusCode).toBe(204);
    const [first, second] = mailsTo(target.email);
    expect(second.subject).toBe('Confirm your portal account');
    const tokenOf = (m: Mail) => /confirmationToken=([^&\s]+)/.exec(m.text)![1];
    const password = 'A-strong-password-42';
    const old = await call(h.app, 'PATCH', `/api/users/${target.id}?confirmationToken=${tokenOf(first)}`, {
      body: { password },
    });
    expect(old.statusCode).toBe(400);
    const confirm = await call(
      h.app,
      'PATCH',
      `/api/users/${target.id}?confirmationToken=${tokenOf(second)}`,
      {
        body: { password },
      },
    );
    expect(confirm.statusCode).toBe(204);
    const [audit] = await auditOf(target.id);
    expect(audit).toMatchObject({
      action: 'resendConfirmation',
      actorUserId: await userIdOf(h.db, DEMO.superAdmin),
    });
  });

  it('refuses a user who has already confirmed (400) and mails nothing', async () => {
    const mails = h.outbox.length;
    const res = await call(
      h.app,
      'POST',
      `/api/organizations/${acmeId}/users/${await userIdOf(h.db, DEMO.acmeGeneral)}/confirmation`,
      { token: admin },
    );
    expect(res.statusCode).toBe(400);
    expect(h.outbox.length).toBe(mails);
  });

  it('refuses a user manager resending to a user manager (403); 404 for another organization’s user', async () => {
    const manager = await addUser({ roles: ['4'] });
    expect(
      (
        await call(h.app, 'POST', `/api/organizations/${acmeId}/users/${manager.id}/confirmation`, {
          token: token('acmeUserManager'),
        })
      ).statusCode,
    ).toBe(403);
    const noordzeeUser = await addUser({ roles: ['1'] }, noordzeeId);
    expect(
      (
        await call(h.app, 'POST', `/api/organizations/${acmeId}/users/${noordzeeUser.id}/confirmation`, {
          token: admin,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(h.app, 'POST', `/api/organizations/${acmeId}/users/-1/confirmation`, {
      token: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
