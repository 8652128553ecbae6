import type { Database } from '../../db/client.js';

/**
 * How many indexations use price tier set `setId` (spec §3 Indexation "… price tiers"; issue 16 "delete refused while
 * an indexation uses the set"): the `indexationCount` of every PriceTierSet the API answers, and DELETE
 * /price-tiers/{id} answers 409 while it is above 0. The one place that knows how indexations refer to a set.
 */
export async function indexationCountOf(_db: Database, _setId: number): Promise<number> {
  // issue 17: count indexations referencing the set (there is no indexation table yet).
  return 0;
}
