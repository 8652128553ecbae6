import type { OrganizationContacts, organizationContactsInputSchema } from '@portal/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';

/**
 * An organization's contacts (docs/customers-api.md "Contacts"): its contact person (an employee, shown as the
 * account manager) and the e-mail address announcements go to.
 */

export type OrganizationContactsWrite = z.output<typeof organizationContactsInputSchema>;

export const UNKNOWN_EMPLOYEE = 'Unknown employee.';

/** GET /organizations/{id}/contacts → OrganizationContacts, or null when the organization does not exist. */
export async function findContacts(db: Database, organizationId: number): Promise<OrganizationContacts | null> {
  const [row] = await db
    .select({
      contactPersonId: organizations.contactPersonId,
      announcementEmailAddress: organizations.announcementEmailAddress,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.contactPersonId))
    .where(eq(organizations.id, organizationId));
  if (!row) return null;
  return {
    contactPersonId: row.contactPersonId,
    contactPerson:
      row.contactPersonId !== null && row.email !== null
        ? {
            id: row.contactPersonId,
            name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
            email: row.email,
            phoneNumber: row.phoneNumber,
          }
        : null,
    announcementEmailAddress: row.announcementEmailAddress,
  };
}

/**
 * PUT /organizations/{id}/contacts: sets the contact person (an employee: a user without organization and with an
 * employee role; null clears it) and the announcement e-mail (blank clears it), audited as "updateContacts" on the
 * organization. 400 contactPersonId "Unknown employee.". Null when the organization does not exist.
 */
export async function updateContacts(
  db: Database,
  organizationId: number,
  input: OrganizationContactsWrite,
  actor: Actor,
): Promise<OrganizationContacts | null> {
  return db.transaction(async (tx) => {
    const before = await findContacts(tx, organizationId);
    if (!before) return null;
    if (input.contactPersonId !== null) {
      const [employee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, input.contactPersonId), isNull(users.organizationId), isNotNull(users.employeeRole)),
        );
      if (!employee) throw badRequest([{ field: 'contactPersonId', message: UNKNOWN_EMPLOYEE }]);
    }
    await tx
      .update(organizations)
      .set({
        contactPersonId: input.contactPersonId,
        announcementEmailAddress: input.announcementEmailAddress,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, organizationId));
    const after = (await findContacts(tx, organizationId))!;
    await writeAudit(tx, actor, 'updateContacts', 'organization', organizationId, before, after);
    return after;
  });
}
