import type { Employee } from '@portal/domain';
import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Provider staff (users without an organization), by last then first name (spec §3 Employee). `roles` holds the
 * employee role code (0 management, 1 support, 2 account manager, 3 super admin) when one is set.
 */
export async function listEmployees(db: Database): Promise<Employee[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      employeeRole: users.employeeRole,
    })
    .from(users)
    .where(isNull(users.organizationId))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    roles: r.employeeRole == null ? [] : [r.employeeRole],
  }));
}
