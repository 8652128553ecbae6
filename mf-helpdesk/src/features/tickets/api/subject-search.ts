/**
 * The search behind the new-ticket suggestions (issue 13 "Beyond"): which words of a ticket subject are sent to
 * GET /faq and GET /announcements, and how the answers of those searches become one short list.
 *
 * Both endpoints search for the text as one piece (ILIKE `%text%`: FAQ question and answer, announcement title), so
 * the whole subject ("Roaming down in Belgium") would almost never match. Instead each of the subject's longest
 * words is searched on its own: at most {@link SEARCH_TERM_COUNT} words of at least {@link SEARCH_WORD_MIN} letters
 * or digits, longest first (the earlier word on a tie), in lower case; long words are the specific ones ("roaming",
 * "belgium"), short ones are mostly "the", "not", "with", "niet". A subject without such a word is searched for its
 * longest word of three characters ("APN", "SIM"); shorter words give no search at all.
 */

/** Suggestions appear once the subject holds this many characters other than spaces. */
export const SUBJECT_MIN_CHARS = 3;
/** How many words of the subject are searched (one request per word and endpoint). */
export const SEARCH_TERM_COUNT = 2;
/** The shortest word searched, in letters or digits (shorter words only when the subject has no longer one). */
export const SEARCH_WORD_MIN = 4;
/** The shortest word searched at all (abbreviations such as APN, SIM). */
const SHORT_WORD_MIN = 3;
/** Longest search text the endpoints take (faqListQuerySchema, announcementListQuerySchema), in characters. */
const SEARCH_MAX = 100;
/** How many announcements and how many FAQ questions the suggestions show at most. */
export const SUGGESTION_LIMIT = 3;

/** Whether `subject` is long enough to look for suggestions ({@link SUBJECT_MIN_CHARS} non-space characters). */
export function isSearchableSubject(subject: string): boolean {
  return subject.replace(/\s/g, '').length >= SUBJECT_MIN_CHARS;
}

/**
 * The words of `subject` to search for, one request each (see the module comment): `[]` when the subject is too
 * short or has no word of three characters. Example: "SIMs do not attach abroad" → ["attach", "abroad"].
 */
export function subjectSearchTerms(subject: string): string[] {
  if (!isSearchableSubject(subject)) return [];
  const words = [
    ...new Set(
      subject
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .map((word) => word.slice(0, SEARCH_MAX)),
    ),
  ];
  // Array.prototype.sort is stable: words of the same length keep the subject's order.
  const longestFirst = words
    .filter((word) => word.length >= SHORT_WORD_MIN)
    .sort((a, b) => b.length - a.length);
  const long = longestFirst.filter((word) => word.length >= SEARCH_WORD_MIN);
  return long.length > 0 ? long.slice(0, SEARCH_TERM_COUNT) : longestFirst.slice(0, 1);
}

/**
 * The answers of one search per term (`lists`, in the order of the terms, each in the server's order) as one list
 * of at most `limit` items: each item once (by `id`), those found by more terms first, otherwise in the order they
 * came.
 */
export function mergeSearchResults<T extends { id: number }>(lists: T[][], limit: number): T[] {
  const found = new Map<number, { item: T; hits: number; order: number }>();
  lists.flat().forEach((item, order) => {
    const known = found.get(item.id);
    if (known) known.hits += 1;
    else found.set(item.id, { item, hits: 1, order });
  });
  return [...found.values()]
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .slice(0, limit)
    .map(({ item }) => item);
}
