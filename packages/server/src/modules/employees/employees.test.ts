import type { Employee } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, organizations, users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import {
  DEMO,
  type DemoAccount,
  call,
  organizationPayload,
  unique,
  userIdOf,
} from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;

beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => h?.close());

describe('GET /employees', () => {
  it('lists provider staff only, with name, e-mail, phone and employee role code', async () => {
    const res = await call(h.app, 'GET', '/api/employees', { token: await h.tokenFor(DEMO.management) });
    expect(res.statusCode).toBe(200);
    const list = res.json<Employee[]>();
    expect(list.every((e) => e.email.endsWith('@provider.example'))).toBe(true);
    expect(list.find((e) => e.email === DEMO.superAdmin)).toMatchObject({
      name: 'Anna de Boer',
      phoneNumber: '+31 20 555 0100',
      roles: [3],
    });
    expect(list.find((e) => e.email === DEMO.accountManager)?.roles).toEqual([2]);
    expect(list.map((e) => e.email)).not.toContain(DEMO.acmeSigner);
  });

  it('is readable by an authorized signatory (contact person picker), not by other organization roles', async () => {
    expect(
      (await call(h.app, 'GET', '/api/employees', { token: await h.tokenFor(DEMO.acmeSigner) })).statusCode,
    ).toBe(200);
    expect(
      (await call(h.app, 'GET', '/api/employees', { token: await h.tokenFor(DEMO.acmeGeneral) })).statusCode,
    ).toBe(403);
    expect((await call(h.app, 'GET', '/api/employees')).statusCode).toBe(401);
  });
});

type Who = DemoAccount | 'anonymous';
interface Mail {
  to: string;
  subject: string;
  text: string;
}

const ALL: Who[] = ['anonymous', ...(Object.keys(DEMO) as DemoAccount[])];
/** Employee writes: super admin only; every other role 403; signed out 401 (employees belong to no organization). */
const writeExpected = (ok: number): [Who, number][] =>
  ALL.map((w) => [w, w === 'anonymous' ? 401 : w === 'superAdmin' ? ok : 403]);

const tokenOf = async (who: Who) => (who === 'anonymous' ? undefined : h.tokenFor(DEMO[who]));
const employeePayload = (overrides: Record<string, unknown> = {}) => ({
  email: `employee.${unique()}@provider.example`,
  firstName: 'Nieuwe',
  lastName: 'Medewerker',
  phoneNumber: '+31 20 555 0199',
  role: 1,
  ...overrides,
});

async function userRow(id: number) {
  const [row] = await h.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function lastAudit(id: number) {
  const [row] = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** Creates an employee as super admin; returns it. */
async function addEmployee(overrides: Record<string, unknown> = {}): Promise<Employee> {
  const res = await call(h.app, 'POST', '/api/employees', {
    token: await h.tokenFor(DEMO.superAdmin),
    body: employeePayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<Employee>();
}

describe('POST /employees', () => {
  it.each(writeExpected(201))('as %s → %i', async (who, status) => {
    const body = employeePayload();
    const res = await call(h.app, 'POST', '/api/employees', { token: await tokenOf(who), body });
    expect(res.statusCode).toBe(status);
    const [row] = await h.db.select().from(users).where(eq(users.email, body.email));
    expect(Boolean(row)).toBe(status === 201);
  });

  it('creates an unconfirmed employee without an organization, audited, and mails a confirmation link', async () => {
    const email = `Mixed.${unique()}@Provider.example`;
    const res = await call(h.app, 'POST', '/api/employees', {
      token: await h.tokenFor(DEMO.superAdmin),
      body: employeePayload({ email, role: 2 }),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Employee>();
    expect(created).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Nieuwe',
      lastName: 'Medewerker',
      name: 'Nieuwe Medewerker',
      phoneNumber: '+31 20 555 0199',
      roles: [2],
    });
    expect(await userRow(created.id)).toMatchObject({
      organizationId: null,
      employeeRole: 2,
      roles: [],
      passwordHash: null,
    });
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'create',
      actorUserId: await userIdOf(h.db, DEMO.superAdmin),
      before: null,
      after: expect.objectContaining({ email: email.toLowerCase(), roles: [2] }),
    });
    const mails = (h.outbox as Mail[]).filter((m) => m.to === email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirm your portal account');
  });

  it('lets the new employee confirm with the mailed link, sign in and see the employee screen', async () => {
    const created = await addEmployee({ role: 0 });
    const [mail] = (h.outbox as Mail[]).filter((m) => m.to === created.email);
    const link = /confirmationToken=([^&\s]+)&userId=(\d+)/.exec(mail.text);
    expect(link?.[2]).toBe(String(created.id));
    const password = 'A-strong-password-42';
    const confirm = await call(h.app, 'PATCH', `/api/users/${created.id}?confirmationToken=${link![1]}`, {
      body: { password },
    });
    expect(confirm.statusCode).toBe(204);
    const login = await call(h.app, 'POST', '/api/sessions', { body: { email: created.email, password } });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const me = await call(h.app, 'GET', '/api/users/me', { token });
    expect(me.json()).toMatchObject({ id: created.id, roles: ['management'], organizationId: null });
    expect((await call(h.app, 'GET', '/api/employees', { token })).statusCode).toBe(200);
  });

  it('refuses an e-mail address in use by staff or an organization user (any case), naming the field', async () => {
    for (const email of [DEMO.support.toUpperCase(), DEMO.acmeGeneral]) {
      const res = await call(h.app, 'POST', '/api/employees', {
        token: await h.tokenFor(DEMO.superAdmin),
        body: employeePayload({ email }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'email', message: 'This e-mail address is already in use.' }],
      });
    }
  });

  it.each([
    ['an invalid e-mail', { email: 'nope' }, 'email'],
    ['an unknown role', { role: 4 }, 'role'],
    ['a role as text', { role: 'superAdmin' }, 'role'],
    ['a missing last name', { lastName: undefined }, 'lastName'],
    ['an unknown field', { organizationId: 1 }, ''],
  ])('refuses %s with 400 naming the field and creates nobody', async (_what, overrides, field) => {
    const body = employeePayload(overrides);
    const mails = h.outbox.length;
    const res = await call(h.app, 'POST', '/api/employees', {
      token: await h.tokenFor(DEMO.superAdmin),
      body,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: { field: string }[] }>().errors;
    expect(errors.length).toBeGreaterThan(0);
    if (field) expect(errors.map((e) => e.field)).toContain(field);
    expect(h.outbox.length).toBe(mails);
    if (typeof body.email === 'string') {
      expect(await h.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });
});

describe('PUT /employees/{id}', () => {
  it.each(writeExpected(200))('as %s → %i', async (who, status) => {
    const target = await addEmployee();
    const res = await call(h.app, 'PUT', `/api/employees/${target.id}`, {
      token: await tokenOf(who),
      body: employeePayload({ firstName: 'Changed' }),
    });
    expect(res.statusCode).toBe(status);
    expect((await userRow(target.id)).firstName).toBe(status === 200 ? 'Changed' : 'Nieuwe');
  });

  it('changes e-mail, name, phone and role, audited with before and after', async () => {
    const target = await addEmployee({ role: 1 });
    const email = `renamed.${unique()}@provider.example`;
    const res = await call(h.app, 'PUT', `/api/employees/${target.id}`, {
      token: await h.tokenFor(DEMO.superAdmin),
      body: { email: email.toUpperCase(), firstName: 'Kees', lastName: 'Klant', phoneNumber: null, role: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Employee>()).toEqual({
      id: target.id,
      email,
      firstName: 'Kees',
      lastName: 'Klant',
      name: 'Kees Klant',
      phoneNumber: null,
      roles: [3],
    });
    expect(await lastAudit(target.id)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ email: target.email, roles: [1] }),
      after: expect.objectContaining({ email, roles: [3] }),
    });
  });

  it('keeps the own e-mail allowed but refuses one in use by someone else', async () => {
    const target = await addEmployee();
    const admin = await h.tokenFor(DEMO.superAdmin);
    const same = await call(h.app, 'PUT', `/api/employees/${target.id}`, {
      token: admin,
      body: employeePayload({ email: target.email }),
    });
    expect(same.statusCode).toBe(200);
    const taken = await call(h.app, 'PUT', `/api/employees/${target.id}`, {
      token: admin,
      body: employeePayload({ email: DEMO.management }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ errors: { field: string }[] }>().errors).toEqual([
      { field: 'email', message: 'This e-mail address is already in use.' },
    ]);
    expect((await userRow(target.id)).email).toBe(target.email);
  });

  it('answers 404 for an organization user or an unknown id, and 400 naming the field for bad input', async () => {
    const admin = await h.tokenFor(DEMO.superAdmin);
    for (const id of [await userIdOf(h.db, DEMO.acmeGeneral), 999999]) {
      const res = await call(h.app, 'PUT', `/api/employees/${id}`, { token: admin, body: employeePayload() });
      expect(res.statusCode).toBe(404);
    }
    const target = await addEmployee();
    const bad = await call(h.app, 'PUT', `/api/employees/${target.id}`, {
      token: admin,
      body: employeePayload({ firstName: '' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('firstName');
    const badId = await call(h.app, 'PUT', '/api/employees/abc', { token: admin, body: employeePayload() });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('id');
  });
});

describe('DELETE /employees/{id}', () => {
  it.each(writeExpected(204))('as %s → %i', async (who, status) => {
    const target = await addEmployee();
    const res = await call(h.app, 'DELETE', `/api/employees/${target.id}`, { token: await tokenOf(who) });
    expect(res.statusCode).toBe(status);
    expect(Boolean(await userRow(target.id))).toBe(status !== 204);
  });

  it('removes the employee; organizations it was the contact person of keep existing without one; audited', async () => {
    const admin = await h.tokenFor(DEMO.superAdmin);
    const target = await addEmployee({ role: 2 });
    const org = await call(h.app, 'POST', '/api/organizations', {
      token: admin,
      body: organizationPayload({ contactPersonId: target.id }),
    });
    expect(org.statusCode).toBe(201);
    const orgId = org.json<{ id: number }>().id;

    const res = await call(h.app, 'DELETE', `/api/employees/${target.id}`, { token: admin });
    expect(res.statusCode).toBe(204);
    expect(await userRow(target.id)).toBeUndefined();
    const [after] = await h.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(after.contactPersonId).toBeNull();
    expect(await lastAudit(target.id)).toMatchObject({
      action: 'delete',
      actorUserId: await userIdOf(h.db, DEMO.superAdmin),
      before: expect.objectContaining({ email: target.email, contactPersonOf: [orgId] }),
      after: null,
    });
    const list = await call(h.app, 'GET', '/api/employees', { token: admin });
    expect(list.json<Employee[]>().map((e) => e.id)).not.toContain(target.id);
  });

  it('refuses removing the own account with 400', async () => {
    const id = await userIdOf(h.db, DEMO.superAdmin);
    const res = await call(h.app, 'DELETE', `/api/employees/${id}`, {
      token: await h.tokenFor(DEMO.superAdmin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toBe('You cannot remove your own account.');
    expect(await userRow(id)).toBeDefined();
  });

  it('answers 404 for an organization user (not an employee) and 400 for a bad id', async () => {
    const admin = await h.tokenFor(DEMO.superAdmin);
    const orgUser = await userIdOf(h.db, DEMO.acmeTechnical);
    expect((await call(h.app, 'DELETE', `/api/employees/${orgUser}`, { token: admin })).statusCode).toBe(404);
    expect(await userRow(orgUser)).toBeDefined();
    const bad = await call(h.app, 'DELETE', '/api/employees/0', { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('id');
  });
});
