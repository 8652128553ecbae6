import {
  BUNDLE_SIZE_MAX_MB,
  IndexationMessages,
  PRICE_TIER_QUANTITY_MAX,
  PRICE_TIERS_MAX,
  PriceTierMessages,
  PricingMessages,
  RATE_PLAN_MAX,
  SalesPriceMessages,
} from '@portal/domain';
import { currentLocale } from '@portal/i18n';
import { apiErrorText } from '@portal/ui';
import type { TFunction } from 'i18next';

/**
 * The sales price texts (@portal/domain SalesPriceMessages, issue 16 "Sales prices", "Bulk edit") by catalog key:
 * each key prefixed `sales` so that none collides with a pricing or price tier key (both contracts have a
 * `percentage`). `salesOverlap` / `salesOverlapOpen` keep the values the server filled in (row id, invoice line,
 * months "2026-01").
 */
const SALES_SERVER_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(SalesPriceMessages).map(([key, text]) => [
    `sales${key[0]!.toUpperCase()}${key.slice(1)}`,
    text,
  ]),
);

/**
 * The indexation texts (@portal/domain IndexationMessages, issue 17 "Indexations") by catalog key, each prefixed
 * `indexation` as the sales price ones are `sales`. `indexationOutOfRange` keeps the row id the server filled in.
 */
const INDEXATION_SERVER_MESSAGES: Record<string, string> = Object.fromEntries(
  Object.entries(IndexationMessages).map(([key, text]) => [
    `indexation${key[0]!.toUpperCase()}${key.slice(1)}`,
    text,
  ]),
);

/**
 * The server's pricing texts (English, @portal/domain pricing, price tier, sales price and indexation contracts) by
 * this remote's catalog key (`prices.serverMessages.*`): PricingMessages, PriceTierMessages, SalesPriceMessages
 * (keys prefixed `sales`), IndexationMessages (keys prefixed `indexation`), plus the texts written into the schemas
 * themselves (bundle size, rate plan length, tier quantity limit, no tiers, the sales price reason on one line, a
 * required field, a text's length). Their catalog texts take
 * `{{max}}` (BUNDLE_SIZE_MAX_MB), `{{ratePlanMax}}`, `{{quantityMax}}` and `{{tiersMax}}`; a `{{name}}` left in a
 * text here (`contiguous`: "… ends ({{from}})."; `textMax`: "At most {{chars}} characters.") stands for the value
 * the server fills in, passed on to the translation.
 */
export const PRICING_SERVER_MESSAGES: Record<string, string> = {
  ...PricingMessages,
  bundleSizeWhole: 'Enter a whole number of MB.',
  bundleSizeMax: `At most ${BUNDLE_SIZE_MAX_MB} MB.`,
  ratePlanMax: `At most ${RATE_PLAN_MAX} characters.`,
  ...PriceTierMessages,
  quantityMax: `At most ${PRICE_TIER_QUANTITY_MAX}.`,
  tiersMin: 'Add at least one tier.',
  ...SALES_SERVER_MESSAGES,
  ...INDEXATION_SERVER_MESSAGES,
  salesReasonOneLine: 'Enter the reason on one line.',
  textMax: 'At most {{chars}} characters.',
  fieldRequired: 'This field is required.',
};

/** Values a message names that are shown as sent, not as a number of the locale (a row id: "row 1234"). */
const VERBATIM_VALUES = new Set(['id']);

/** Escapes `text` for use inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message as a pattern: its literal parts, and `{{name}}` as a group capturing the value filled in. */
const PATTERNS = Object.entries(PRICING_SERVER_MESSAGES).map(([key, text]) => {
  const parts = text.split(/\{\{(\w+)\}\}/);
  const names = parts.filter((_, index) => index % 2 === 1);
  const source = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escaped(part))).join('');
  return { key, names, pattern: new RegExp(`^${source}(?= |$)`) };
});

/**
 * A server text in the interface language (spec §8: a missing translation falls back to the original): a pricing
 * message from this remote's catalog (@portal/i18n does not know them yet), also when the server adds a detail
 * after it ("… already exists. (Data NL 1 GB)" keeps its detail) or filled in a value ("… ends (1000)." → "…
 * (1.000)." in Dutch: whole numbers in the locale's format, but a row id as sent; "Overlaps row 12 (Data 1 GB) from
 * 2026-01 to 2026-12." → "Overlapt met regel 12 (Data 1 GB) van 2026-01 tot en met 2026-12."); anything else as @portal/ui shows API errors
 * (`apiErrorText`: the spec §8 messages in the interface language). `t` is this remote's translation function.
 * The price tier form shows @portal/domain priceTierProblems through it too, so the client and the server say the
 * same.
 */
export function pricingMessageText(text: string, t: TFunction): string {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const number = new Intl.NumberFormat(currentLocale());
    const values = Object.fromEntries(
      names.map((name, index) => {
        const value = match[index + 1]!;
        const asNumber = !VERBATIM_VALUES.has(name) && /^[0-9]{1,15}$/.test(value);
        return [name, asNumber ? number.format(Number(value)) : value];
      }),
    );
    const translated = t(`prices.serverMessages.${key}`, {
      ...values,
      max: number.format(BUNDLE_SIZE_MAX_MB),
      ratePlanMax: RATE_PLAN_MAX,
      quantityMax: number.format(PRICE_TIER_QUANTITY_MAX),
      tiersMax: PRICE_TIERS_MAX,
    });
    return `${translated}${text.slice(match[0].length)}`;
  }
  return apiErrorText({ message: text });
}

/** The parts of a spec §8 400 answer this module rewrites. */
interface ErrorAnswer {
  errorMessage?: unknown;
  errors?: Array<{ field?: unknown; message?: unknown }>;
}

/**
 * Puts the pricing texts of a failed call's answer (its `errorMessage` and each field error's message) into the
 * interface language in place, and returns the same error, so that the portal's one form pattern (usePortalForm)
 * shows them under their fields in Dutch too. Other errors are returned untouched. Usage in a form's save:
 * `catch (error) { throw withPricingMessages(error, t); }`.
 */
export function withPricingMessages(error: unknown, t: TFunction): unknown {
  const answer = (error as { response?: { data?: unknown } } | null)?.response?.data as
    ErrorAnswer | undefined;
  if (!answer || typeof answer !== 'object') return error;
  if (typeof answer.errorMessage === 'string')
    answer.errorMessage = pricingMessageText(answer.errorMessage, t);
  if (Array.isArray(answer.errors)) {
    for (const fieldError of answer.errors) {
      if (typeof fieldError?.message === 'string')
        fieldError.message = pricingMessageText(fieldError.message, t);
    }
  }
  return error;
}
