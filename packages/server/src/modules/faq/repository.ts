import {
  FAQ_LIST_LIMIT,
  type FaqItem,
  type FaqList,
  type faqInputSchema,
  type faqListQuerySchema,
} from '@portal/domain';
import { type SQL, and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { faqItems } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { badRequest } from '../../errors.js';
import { sanitizeUnlessBlank } from '../../rich-text/sanitize.js';

/**
 * FAQ items (issue 13; docs/helpdesk-api.md "FAQ API"; spec §3 FAQ item). Answers are sanitized before they are
 * stored; every write is audited in its transaction.
 */

export type FaqWrite = z.output<typeof faqInputSchema>;
export type FaqListParams = z.output<typeof faqListQuerySchema>;

type Row = typeof faqItems.$inferSelect;
const toItem = (row: Row): FaqItem => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  category: row.category,
  locale: row.locale,
  updatedAt: row.updatedAt.toISOString(),
});

/** The sanitized answer, or 400 on field answer when nothing is left of it. */
function answerOf(input: FaqWrite): string {
  const answer = sanitizeUnlessBlank(input.answer);
  if (answer === null) throw badRequest([{ field: 'answer', message: 'This field is required.' }]);
  return answer;
}

/** GET /faq: items of one language (or all), matching `search` in question or answer, by category then question. */
export async function listFaq(db: Database, params: FaqListParams): Promise<FaqList> {
  const conditions: (SQL | undefined)[] = [
    params.locale ? eq(faqItems.locale, params.locale) : undefined,
    params.category ? eq(faqItems.category, params.category) : undefined,
  ];
  if (params.search) {
    const pattern = containsPattern(params.search);
    // Answers are HTML: a search for "strong" must not find every bold text, so tags are stripped first.
    conditions.push(
      or(
        ilike(faqItems.question, pattern),
        sql`regexp_replace(${faqItems.answer}, '<[^>]*>', ' ', 'g') ilike ${pattern}`,
      ),
    );
  }
  const rows = await db
    .select()
    .from(faqItems)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${faqItems.category})`), asc(sql`lower(${faqItems.question})`), asc(faqItems.id))
    .limit(FAQ_LIST_LIMIT + 1);
  return { items: rows.slice(0, FAQ_LIST_LIMIT).map(toItem), truncated: rows.length > FAQ_LIST_LIMIT };
}

/** GET /faq/categories: the categories in use (of one language, or all), sorted case-insensitively. */
export async function listFaqCategories(db: Database, locale?: 'en' | 'nl'): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: faqItems.category })
    .from(faqItems)
    .where(locale ? eq(faqItems.locale, locale) : undefined);
  return rows.map((r) => r.category).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** GET /faq/{id}: one item, or null. */
export async function getFaqItem(db: Database, id: number): Promise<FaqItem | null> {
  const [row] = await db.select().from(faqItems).where(eq(faqItems.id, id));
  return row ? toItem(row) : null;
}

/** POST /faq: a new item. 400 on a blank answer. */
export async function createFaqItem(db: Database, input: FaqWrite, actor: Actor): Promise<FaqItem> {
  const answer = answerOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqItems)
      .values({ ...input, answer, createdBy: actor.userId })
      .returning();
    await writeAudit(tx, actor, 'create', 'faqItem', row.id, null, row);
    return toItem(row);
  });
}

/** PUT /faq/{id}: changes an item; null when it does not exist. 400 on a blank answer. */
export async function updateFaqItem(
  db: Database,
  id: number,
  input: FaqWrite,
  actor: Actor,
): Promise<FaqItem | null> {
  const answer = answerOf(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for('update');
    if (!before) return null;
    const [row] = await tx
      .update(faqItems)
      .set({ ...input, answer, updatedAt: sql`now()` })
      .where(eq(faqItems.id, id))
      .returning();
    await writeAudit(tx, actor, 'update', 'faqItem', id, before, row);
    return toItem(row);
  });
}

/** DELETE /faq/{id}: removes an item; false when it does not exist. */
export async function deleteFaqItem(db: Database, id: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(faqItems).where(eq(faqItems.id, id)).returning();
    if (!row) return false;
    await writeAudit(tx, actor, 'delete', 'faqItem', id, row, null);
    return true;
  });
}
