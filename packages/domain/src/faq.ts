import { z } from 'zod';
import { LOCALES } from './constants';
import { FAQ_ANSWER_MAX, FAQ_CATEGORY_MAX, FAQ_QUESTION_MAX } from './faq-constants';

/**
 * FAQ contract (issue 13 "FAQ"; spec §2 /helpdesk child "faq", §3 FAQ item: question, answer, category; §6 support
 * manages the FAQ). An item is written in one language (`locale`, en or nl); customers read the items of their
 * interface language, grouped by category. The answer is rich text (HTML), sanitized by the server.
 * Endpoints: docs/helpdesk-api.md "FAQ".
 */

const locale = z.enum(LOCALES);

/** POST /api/faq and PUT /api/faq/{id} body (support, management, super admin). */
export const faqInputSchema = z.strictObject({
  question: z.string().trim().min(1).max(FAQ_QUESTION_MAX),
  answer: z.string().trim().min(1).max(FAQ_ANSWER_MAX),
  category: z.string().trim().min(1).max(FAQ_CATEGORY_MAX),
  locale,
});
export type FaqInput = z.input<typeof faqInputSchema>;

/**
 * GET /api/faq query: `locale` (the items of one language; omitted: every language), `search` in question and
 * answer, `category` (exact). Sorted by category, then question; at most FAQ_LIST_LIMIT items.
 */
export const faqListQuerySchema = z.strictObject({
  locale: locale.optional(),
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(FAQ_CATEGORY_MAX).optional(),
});
export type FaqListQuery = z.input<typeof faqListQuerySchema>;

/** One FAQ item (the answer is sanitized HTML). */
export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  locale,
  updatedAt: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** GET /api/faq answer: the items and whether more matched than FAQ_LIST_LIMIT. */
export const faqListSchema = z.object({ items: z.array(faqItemSchema), truncated: z.boolean() });
export type FaqList = z.infer<typeof faqListSchema>;

/** GET /api/faq/categories?locale= answer: the categories in use, sorted (the form's suggestions, the filter). */
export const faqCategoriesSchema = z.array(z.string());
