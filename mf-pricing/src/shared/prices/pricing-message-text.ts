import { BUNDLE_SIZE_MAX_MB, PricingMessages, RATE_PLAN_MAX } from '@portal/domain';
import { currentLocale } from '@portal/i18n';
import { apiErrorText } from '@portal/ui';
import type { TFunction } from 'i18next';

/**
 * The server's pricing texts (English, @portal/domain pricing contract) by this remote's catalog key
 * (`prices.serverMessages.*`): PricingMessages plus the texts written into purchasingPriceInputSchema itself (bundle
 * size, rate plan length). Their catalog texts take `{{max}}` (BUNDLE_SIZE_MAX_MB) and `{{ratePlanMax}}`.
 */
export const PRICING_SERVER_MESSAGES: Record<string, string> = {
  ...PricingMessages,
  bundleSizeWhole: 'Enter a whole number of MB.',
  bundleSizeMax: `At most ${BUNDLE_SIZE_MAX_MB} MB.`,
  ratePlanMax: `At most ${RATE_PLAN_MAX} characters.`,
};

const KEY_BY_TEXT = [...Object.entries(PRICING_SERVER_MESSAGES)].map(([key, text]) => ({ key, text }));

/**
 * A server text in the interface language (spec §8: a missing translation falls back to the original): a pricing
 * message from this remote's catalog (@portal/i18n does not know them yet), also when the server adds a detail
 * after it ("… already exists. (Data NL 1 GB)" keeps its detail); anything else as @portal/ui shows API errors
 * (`apiErrorText`: the spec §8 messages in the interface language). `t` is this remote's translation function.
 */
export function pricingMessageText(text: string, t: TFunction): string {
  const known = KEY_BY_TEXT.find((entry) => text === entry.text || text.startsWith(`${entry.text} `));
  if (!known) return apiErrorText({ message: text });
  const max = new Intl.NumberFormat(currentLocale()).format(BUNDLE_SIZE_MAX_MB);
  const translated = t(`prices.serverMessages.${known.key}`, { max, ratePlanMax: RATE_PLAN_MAX });
  return `${translated}${text.slice(known.text.length)}`;
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
