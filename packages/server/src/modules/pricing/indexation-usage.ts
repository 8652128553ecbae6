import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { indexations } from '../../db/schema/index.js';

/**
 * How many indexations use price tier set `setId` (spec §3 Indexation "… price tiers"; issues 16 and 17 "delete
 * refused while an indexation uses the set"): the `indexationCount` of every PriceTierSet the API answers, and DELETE
 * /price-tiers/{id} answers 409 while it is above 0 (the foreign key restricts as well). Open and closed ones count.
 */
export async function indexationCountOf(db: Database, setId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(indexations)
    .where(eq(indexations.priceTierSetId, setId));
  return n;
}
