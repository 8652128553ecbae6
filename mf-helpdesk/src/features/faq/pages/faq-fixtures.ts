import type { FaqItem, FaqList } from '@portal/domain';

/** Test data of the FAQ screens (issue 13): the server sorts by category, then question. */

/** An English item of "Data and roaming" with a rich answer (the second of its category by question). */
export const APN: FaqItem = {
  id: 11,
  question: 'Which APN do your SIM cards use?',
  answer: '<p>Use the APN <strong>iot.provider</strong> unless your contract names another.</p>',
  category: 'Data and roaming',
  locale: 'en',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** An English item of "Data and roaming", the first of its category by question. */
export const ROAMING: FaqItem = {
  id: 12,
  question: 'Do the SIM cards roam abroad?',
  answer: '<p>Yes, in every country of the roaming list.</p>',
  category: 'Data and roaming',
  locale: 'en',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** The one English item of "SIM cards". */
export const ACTIVATE: FaqItem = {
  id: 13,
  question: 'How do I activate a SIM card?',
  answer: '<p>Open SIM management and choose <em>Activate</em>.</p>',
  category: 'SIM cards',
  locale: 'en',
  updatedAt: '2026-11-21T09:00:00.000Z',
};

/** A Dutch item (what a Dutch customer reads, and what writers see beside the English ones). */
export const APN_NL: FaqItem = {
  id: 21,
  question: 'Welke APN gebruiken uw simkaarten?',
  answer: '<p>Gebruik de APN <strong>iot.provider</strong>, tenzij uw contract een andere noemt.</p>',
  category: 'Data en roaming',
  locale: 'nl',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** GET /faq's answer with `items` (not truncated unless told). */
export const listOf = (items: FaqItem[], truncated = false): FaqList => ({ items, truncated });
