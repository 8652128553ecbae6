import type { OrganizationUser } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { ACME_NUMBER, DEMO, call, organizationIdOf, unique, userPayload } from './test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
interface Mail {
  to: string;
  subject: string;
  text: string;
}

let h: Harness;
let acmeId: number;
let admin: string;

beforeAll(async () => {
  h = await createTestApp();
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  admin = await h.tokenFor(DEMO.superAdmin);
});
afterAll(async () => h?.close());

const mailsTo = (email: string): Mail[] => (h.outbox as Mail[]).filter((m) => m.to === email);

async function userCount(): Promise<number> {
  const [{ n }] = await h.db.select({ n: count() }).from(users);
  return n;
}

describe('POST /organizations/{id}/users', () => {
  it('stores an unknown role code as 0, authorized to sign (spec §3)', async () => {
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: admin,
      body: userPayload({ email: `unknown-role-${unique()}@example.com`, roles: ['9', '1'] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<OrganizationUser>().roles).toEqual(['0', '1']);
  });

  it('adds an unconfirmed user and returns it', async () => {
    const email = `Mixed.Case.${unique()}@Example.com`;
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: admin,
      body: userPayload({ email, roles: ['2', '1'], sendApnInfo: true }),
    });
    expect(res.statusCode).toBe(201);
    const user = res.json<OrganizationUser>();
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'New',
      lastName: 'User',
      roles: ['1', '2'],
      sendApnInfo: true,
      twoFactorEnabled: false,
      confirmed: false,
      lastLoginAt: null,
    });
    const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ organizationId: acmeId, roles: [1, 2], passwordHash: null });
  });

  it('turns on two-factor for roles that always sign in with a code (spec §6)', async () => {
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: admin,
      body: userPayload({ roles: ['3'], twoFactorEnabled: false }),
    });
    expect(res.json<OrganizationUser>().twoFactorEnabled).toBe(true);
  });

  it.each([
    ['en', 'Confirm your portal account'],
    ['nl-NL,nl;q=0.9', 'Bevestig uw account voor het portaal'],
  ])('mails a confirmation link in the Accept-Language (%s)', async (language, subject) => {
    const body = userPayload();
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: admin,
      body,
      headers: { 'accept-language': language },
    });
    expect(res.statusCode).toBe(201);
    const mails = mailsTo(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(subject);
    expect(mails[0].text).toMatch(
      new RegExp(`/confirm-password\\?confirmationToken=[^&\\s]+&userId=${res.json<OrganizationUser>().id}`),
    );
  });

  it('lets the new user confirm the account with the mailed link and sign in', async () => {
    const body = userPayload({ roles: ['1'] });
    const created = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, { token: admin, body });
    const id = created.json<OrganizationUser>().id;
    const link = /confirmationToken=([^&\s]+)&userId=(\d+)/.exec(mailsTo(body.email)[0].text);
    expect(link?.[2]).toBe(String(id));
    const password = 'A-strong-password-42';
    const confirm = await call(h.app, 'PATCH', `/api/users/${id}?confirmationToken=${link![1]}`, {
      body: { password },
    });
    expect(confirm.statusCode).toBe(204);
    const login = await call(h.app, 'POST', '/api/sessions', { body: { email: body.email, password } });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ token: string }>().token).toEqual(expect.any(String));
  });

  it('lets an authorized signatory of the organization add a user manager', async () => {
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: await h.tokenFor(DEMO.acmeSigner),
      body: userPayload({ roles: ['4'] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<OrganizationUser>().roles).toEqual(['4']);
  });

  it('lets a user manager add users but not grant user manager or authorized to sign, and adds nothing then', async () => {
    const token = await h.tokenFor(DEMO.acmeUserManager);
    expect(
      (
        await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
          token,
          body: userPayload({ roles: ['1', '2', '3'] }),
        })
      ).statusCode,
    ).toBe(201);
    const before = await userCount();
    // '9' is an unknown code, stored as authorized to sign (spec §3): refused as well.
    for (const roles of [['1', '4'], ['0'], ['9']]) {
      const refused = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
        token,
        body: userPayload({ roles }),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(
        'Only an authorized signatory may grant the user manager role.',
      );
    }
    expect(await userCount()).toBe(before);
  });

  it('lets an authorized signatory add another authorized signatory', async () => {
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: await h.tokenFor(DEMO.acmeSigner),
      body: userPayload({ roles: ['0'] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<OrganizationUser>()).toMatchObject({ roles: ['0'], twoFactorEnabled: true });
  });

  it('refuses an e-mail address that is in use (any case), naming the field', async () => {
    const before = await userCount();
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: admin,
      body: userPayload({ email: DEMO.acmeGeneral.toUpperCase() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: 'Sorry, not all fields are filled in correctly.',
      errors: [{ field: 'email', message: 'This e-mail address is already in use.' }],
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['no role', { roles: [] }, 'roles', 'At least 1 role is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    ['a missing first name', { firstName: undefined }, 'firstName', undefined],
    ['a last name that is too long', { lastName: 'x'.repeat(101) }, 'lastName', undefined],
    ['roles of the wrong type', { roles: 'admin' }, 'roles', undefined],
    ['an unknown field', { isAdmin: true }, '', undefined],
  ])('refuses %s with 400 and adds nobody', async (_what, overrides, field, message) => {
    const before = await userCount();
    const mailsBefore = h.outbox.length;
    const res = await call(h.app, 'POST', `/api/organizations/${acmeId}/users`, {
      token: admin,
      body: { ...userPayload(), ...overrides },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors.length).toBeGreaterThan(0);
    if (field) expect(errors.map((e) => e.field)).toContain(field);
    if (message) expect(errors.map((e) => e.message)).toContain(message);
    expect(await userCount()).toBe(before);
    expect(h.outbox.length).toBe(mailsBefore);
  });

  it('answers 404 for an organization that does not exist', async () => {
    const res = await call(h.app, 'POST', '/api/organizations/999999/users', {
      token: admin,
      body: userPayload(),
    });
    expect(res.statusCode).toBe(404);
  });
});
