/** FAQ limits (issue 13; spec §3 FAQ item), zod-free so that screens need not load the schemas (faq.ts). */

/** Longest FAQ question, in characters. */
export const FAQ_QUESTION_MAX = 300;
/** Longest FAQ category name, in characters. */
export const FAQ_CATEGORY_MAX = 100;
/** Longest FAQ answer (HTML from the editor, before sanitizing), in characters. */
export const FAQ_ANSWER_MAX = 50_000;
/** Most FAQ items one list answer carries (the list is not paged: it is grouped by category on one screen). */
export const FAQ_LIST_LIMIT = 500;
