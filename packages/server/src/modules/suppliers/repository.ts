import type { Supplier } from '@portal/domain';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { suppliers } from '../../db/schema/index.js';

/** Every supplier, by name then id (spec §3 Supplier). */
export async function listSuppliers(db: Database): Promise<Supplier[]> {
  return db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      providerType: suppliers.providerType,
      hasRoamingList: suppliers.hasRoamingList,
    })
    .from(suppliers)
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
}
