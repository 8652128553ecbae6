import {
  type PriceTier,
  PriceTierMessages,
  type PriceTierSet,
  priceTierProblems,
  type priceTierSetInputSchema,
} from '@portal/domain';
import { DrizzleQueryError, and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { priceTierSets, priceTiers } from '../../db/schema/index.js';
import { ApiError, badRequest } from '../../errors.js';
import { indexationCountOf } from './indexation-usage.js';

/**
 * Price tier sets (issue 16 "Price tiers"; docs/pricing-api.md "Price tiers"; spec §2 /pricetiers, §3 Indexation).
 * A set and its tiers are written together in one transaction, audited in it with the whole set (tiers included)
 * before and after. Values stay exact decimal strings: stored as numeric(12,4), answered as the set's kind writes
 * them — a price with four decimals ("2.5000"), a percentage with two ("95.00"). A set name is unique in any letter
 * case: a clash is a 400 on `name`, whether the check before the write finds it or the unique index refuses a
 * concurrent one.
 */

export type PriceTierSetWrite = z.output<typeof priceTierSetInputSchema>;

/** The unique index of lower(name) in migration 0010. */
const NAME_KEY = 'price_tier_sets_name_key';

/** A tier's value as the API answers it: four decimals for a price, two for a percentage (exact: at most 2 stored). */
const tierValue = sql<string>`case when ${priceTierSets.kind} = 'percentage'
  then round(${priceTiers.value}, 2)::text else ${priceTiers.value}::text end`;

type SetRow = typeof priceTierSets.$inferSelect;

/** The tiers of the sets `setIds`, in position order, by set id. */
async function tiersOf(db: Database, setIds: number[]): Promise<Map<number, PriceTier[]>> {
  const bySet = new Map<number, PriceTier[]>(setIds.map((id) => [id, []]));
  if (!setIds.length) return bySet;
  const rows = await db
    .select({
      setId: priceTiers.setId,
      fromQuantity: priceTiers.fromQuantity,
      toQuantity: priceTiers.toQuantity,
      value: tierValue,
    })
    .from(priceTiers)
    .innerJoin(priceTierSets, eq(priceTierSets.id, priceTiers.setId))
    .where(inArray(priceTiers.setId, setIds))
    .orderBy(asc(priceTiers.setId), asc(priceTiers.position));
  for (const { setId, ...tier } of rows) bySet.get(setId)!.push(tier);
  return bySet;
}

/** Set rows with their tiers and indexation counts, as the API answers them (priceTierSetSchema). */
async function toPriceTierSets(db: Database, rows: SetRow[]): Promise<PriceTierSet[]> {
  const tiers = await tiersOf(
    db,
    rows.map((r) => r.id),
  );
  const sets: PriceTierSet[] = [];
  for (const row of rows) {
    sets.push({
      id: row.id,
      name: row.name,
      description: row.description,
      kind: row.kind,
      tiers: tiers.get(row.id)!,
      indexationCount: await indexationCountOf(db, row.id),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return sets;
}

/** GET /price-tiers: every set with its tiers, by name (any letter case), then id. */
export async function listPriceTierSets(db: Database): Promise<PriceTierSet[]> {
  const rows = await db
    .select()
    .from(priceTierSets)
    .orderBy(sql`lower(${priceTierSets.name})`, asc(priceTierSets.id));
  return toPriceTierSets(db, rows);
}

/** GET /price-tiers/{id}: one set with its tiers, or null. */
export async function getPriceTierSet(db: Database, id: number): Promise<PriceTierSet | null> {
  const rows = await db.select().from(priceTierSets).where(eq(priceTierSets.id, id));
  return (await toPriceTierSets(db, rows))[0] ?? null;
}

/** True when a set other than `exceptId` has `name` in any letter case. */
async function nameTaken(db: Database, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: priceTierSets.id })
    .from(priceTierSets)
    .where(
      and(
        eq(sql`lower(${priceTierSets.name})`, sql`lower(${name})`),
        exceptId === null ? undefined : ne(priceTierSets.id, exceptId),
      ),
    );
  return row !== undefined;
}

/**
 * The rules the schema cannot check, before anything is written: the tiers against the kind and each other
 * (`priceTierProblems`: values, first from 1, contiguous, to ≥ from, only the last open) and a free name. Throws one
 * 400 with every field error.
 */
async function assertWritable(
  tx: Database,
  input: PriceTierSetWrite,
  exceptId: number | null,
): Promise<void> {
  const errors = priceTierProblems(input.kind, input.tiers);
  if (await nameTaken(tx, input.name, exceptId)) {
    errors.unshift({ field: 'name', message: PriceTierMessages.nameTaken });
  }
  if (errors.length) throw badRequest(errors);
}

/** Writes `tiers` as the tiers of set `setId`, positions 0… in the order given; values trimmed, as validated. */
async function insertTiers(tx: Database, setId: number, tiers: readonly PriceTier[]): Promise<void> {
  await tx.insert(priceTiers).values(
    tiers.map((tier, position) => ({
      setId,
      position,
      fromQuantity: tier.fromQuantity,
      toQuantity: tier.toQuantity,
      value: tier.value.trim(),
    })),
  );
}

/**
 * A write refused by the unique name index because a concurrent write took the name after the check: the same 400 on
 * `name` as the check answers. Any other error is returned as it is.
 */
export function mapPriceTierSetWriteError(err: unknown): unknown {
  const cause = (err instanceof DrizzleQueryError ? err.cause : err) as
    { code?: string; constraint?: string } | undefined;
  if (cause?.code === '23505' && cause.constraint === NAME_KEY) {
    return badRequest([{ field: 'name', message: PriceTierMessages.nameTaken }]);
  }
  return err;
}

/** POST /price-tiers: a new set with its tiers. 400 on the tiers' fields or `name` as above. */
export async function createPriceTierSet(
  db: Database,
  input: PriceTierSetWrite,
  actor: Actor,
): Promise<PriceTierSet> {
  try {
    return await db.transaction(async (tx) => {
      await assertWritable(tx, input, null);
      const [row] = await tx
        .insert(priceTierSets)
        .values({
          name: input.name,
          description: input.description,
          kind: input.kind,
          updatedBy: actor.userId,
        })
        .returning();
      await insertTiers(tx, row.id, input.tiers);
      const after = (await getPriceTierSet(tx, row.id))!;
      await writeAudit(tx, actor, 'create', 'priceTierSet', row.id, null, after);
      return after;
    });
  } catch (err) {
    throw mapPriceTierSetWriteError(err);
  }
}

/**
 * PUT /price-tiers/{id}: replaces the name, description, kind and all tiers of a set at once (a refused change leaves
 * the old ones); null when the set does not exist. 400 as for create.
 */
export async function updatePriceTierSet(
  db: Database,
  id: number,
  input: PriceTierSetWrite,
  actor: Actor,
): Promise<PriceTierSet | null> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await tx.select().from(priceTierSets).where(eq(priceTierSets.id, id)).for('update');
      if (!locked.length) return null;
      const [before] = await toPriceTierSets(tx, locked);
      await assertWritable(tx, input, id);
      await tx
        .update(priceTierSets)
        .set({
          name: input.name,
          description: input.description,
          kind: input.kind,
          updatedBy: actor.userId,
          updatedAt: sql`now()`,
        })
        .where(eq(priceTierSets.id, id));
      await tx.delete(priceTiers).where(eq(priceTiers.setId, id));
      await insertTiers(tx, id, input.tiers);
      const after = (await getPriceTierSet(tx, id))!;
      await writeAudit(tx, actor, 'update', 'priceTierSet', id, before, after);
      return after;
    });
  } catch (err) {
    throw mapPriceTierSetWriteError(err);
  }
}

/**
 * DELETE /price-tiers/{id}: removes a set and its tiers (CASCADE); false when it does not exist. 409 `{errorMessage:
 * PriceTierMessages.inUse, errors: []}` while an indexation uses it (`indexationCountOf`), nothing written.
 */
export async function deletePriceTierSet(db: Database, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await tx.select().from(priceTierSets).where(eq(priceTierSets.id, id)).for('update');
    if (!locked.length) return false;
    const [before] = await toPriceTierSets(tx, locked);
    if (before.indexationCount > 0) throw new ApiError(409, PriceTierMessages.inUse);
    await tx.delete(priceTierSets).where(eq(priceTierSets.id, id));
    await writeAudit(tx, actor, 'delete', 'priceTierSet', id, before, null);
    return true;
  });
}
