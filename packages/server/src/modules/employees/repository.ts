import type { Employee, employeeInputSchema } from '@portal/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { EMAIL_TAKEN } from '../organizations/repository.js';

/**
 * Employees: provider staff, i.e. users without an organization (spec §3 Employee; docs/customers-api.md
 * "Employees"). Writes are audited (entity `employee`, the Employee shape, never the password hash) in their
 * transaction.
 */

export type EmployeeWrite = z.output<typeof employeeInputSchema>;
type UserRow = typeof users.$inferSelect;

/** 400 message when a super admin tries to remove the own account. */
export const SELF_REMOVAL_REFUSED = 'You cannot remove your own account.';

/** The wire shape of an employee row: `roles` holds the employee role code when one is set. */
export function toEmployee(
  r: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'employeeRole'>,
): Employee {
  return {
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    roles: r.employeeRole == null ? [] : [r.employeeRole],
  };
}

/**
 * Provider staff (users without an organization), by last then first name (spec §3 Employee). `roles` holds the
 * employee role code (0 management, 1 support, 2 account manager, 3 super admin) when one is set.
 */
export async function listEmployees(db: Database): Promise<Employee[]> {
  const rows = await db
    .select()
    .from(users)
    .where(isNull(users.organizationId))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
  return rows.map(toEmployee);
}

async function findEmployeeRow(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.organizationId)))
    .limit(1)
    .for('update');
  return row;
}

/** 400 field email when another user (any user, staff or organization) already has this e-mail. */
async function assertEmailFree(db: Database, email: string, exceptId?: number): Promise<void> {
  const others =
    exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId));
  const [taken] = await db.select({ id: users.id }).from(users).where(others).limit(1);
  if (taken) throw badRequest([{ field: 'email', message: EMAIL_TAKEN }]);
}

/**
 * Creates an unconfirmed employee (no password yet; the caller mails the confirmation link), audited.
 * The e-mail is stored lowercased and must be unused (400 field email).
 */
export async function createEmployee(db: Database, input: EmployeeWrite, actor: Actor): Promise<Employee> {
  return db.transaction(async (tx) => {
    const email = input.email.trim().toLowerCase();
    await assertEmailFree(tx, email);
    const [row] = await tx
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        organizationId: null,
        roles: [],
        employeeRole: input.role,
      })
      .returning();
    const created = toEmployee(row);
    await writeAudit(tx, actor, 'create', 'employee', row.id, null, created);
    return created;
  });
}

/**
 * Updates an employee's e-mail (unique, 400 field email), name, phone and role, audited. Null when no employee has
 * this id (an organization user's id included).
 */
export async function updateEmployee(
  db: Database,
  id: number,
  input: EmployeeWrite,
  actor: Actor,
): Promise<Employee | null> {
  return db.transaction(async (tx) => {
    const row = await findEmployeeRow(tx, id);
    if (!row) return null;
    const email = input.email.trim().toLowerCase();
    await assertEmailFree(tx, email, id);
    const [updated] = await tx
      .update(users)
      .set({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        employeeRole: input.role,
      })
      .where(eq(users.id, id))
      .returning();
    const after = toEmployee(updated);
    await writeAudit(tx, actor, 'update', 'employee', id, toEmployee(row), after);
    return after;
  });
}

/**
 * Removes an employee permanently, audited. Organizations whose contact person or initial contractor it was keep
 * existing without one (foreign keys ON DELETE SET NULL; set explicitly here so the audit lists them). 400 when the
 * caller removes the own account; false when no employee has this id.
 */
export async function deleteEmployee(db: Database, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await findEmployeeRow(tx, id);
    if (!row) return false;
    if (actor.userId === id)
      throw badRequest([{ field: 'id', message: SELF_REMOVAL_REFUSED }], SELF_REMOVAL_REFUSED);
    const contactOf = await tx
      .update(organizations)
      .set({ contactPersonId: null })
      .where(eq(organizations.contactPersonId, id))
      .returning({ id: organizations.id });
    await tx
      .update(organizations)
      .set({ initialContractorId: null })
      .where(eq(organizations.initialContractorId, id));
    await tx.delete(users).where(eq(users.id, id));
    const before = { ...toEmployee(row), contactPersonOf: contactOf.map((o) => o.id).sort((a, b) => a - b) };
    await writeAudit(tx, actor, 'delete', 'employee', id, before, null);
    return true;
  });
}
