import {
  VALIDATOR_MAX_COLUMNS,
  VALIDATOR_MAX_ROWS,
  VALIDATOR_RULE_TEXTS,
  ValidatorMessages,
  type ValidationError,
  type ValidatorRuleCode,
} from '@portal/domain';
import { currentLocale } from '@portal/i18n';
import type { TFunction } from 'i18next';
import { pricingMessageText } from '../../../shared/prices/pricing-message-text';

/** The catalog key of each @portal/domain ValidatorMessages text (`excelValidator.serverMessages.<key>`). */
const SERVER_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(ValidatorMessages).map(([key, text]) => [text, key]),
);

/** Escapes `text` for use inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English rule text as a pattern whose groups capture the values the server filled in for `{{name}}`. */
const RULE_PATTERNS = Object.entries(VALIDATOR_RULE_TEXTS.en).map(([code, text]) => {
  const parts = text.split(/\{\{(\w+)\}\}/);
  const names = parts.filter((_, index) => index % 2 === 1);
  const source = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escaped(part))).join('');
  return { code: code as ValidatorRuleCode, names, pattern: new RegExp(`^${source}$`) };
});

/** A profile's name in the interface language ("Sales price import" / "Verkoopprijzen importeren"). */
export function profileName(profile: string, t: TFunction): string {
  return t(`excelValidator.profiles.${profile}`);
}

/** A result row's message in the interface language, from its rule `code` and `params` (VALIDATOR_RULE_TEXTS). */
export function ruleText(error: Pick<ValidationError, 'code' | 'params'>, t: TFunction): string {
  return t(`excelValidator.rules.${error.code}`, { ...error.params });
}

/**
 * A result row's column as Excel names it, letter and header: "C · Invoice line"; the letter or the header alone
 * when the other is missing (a rule across the row has no letter), "—" when neither is known.
 */
export function columnText(error: Pick<ValidationError, 'column' | 'header'>): string {
  return [error.column, error.header.trim()].filter(Boolean).join(' · ') || '—';
}

/**
 * A text of the validator's server in the interface language (spec §8: a missing translation falls back to the
 * original): an upload or apply refusal (@portal/domain ValidatorMessages, word for word), a rule text with the values
 * the server filled in ("The period overlaps existing sales price 12 (Data NL)." of an apply's row error), and
 * anything else as the pricing screens show the server's words (pricingMessageText: the sales price messages, then
 * the spec §8 messages).
 */
export function validatorMessageText(text: string, t: TFunction): string {
  const key = SERVER_MESSAGE_KEYS.get(text);
  if (key) {
    const number = new Intl.NumberFormat(currentLocale());
    return t(`excelValidator.serverMessages.${key}`, {
      maxRows: number.format(VALIDATOR_MAX_ROWS),
      maxColumns: number.format(VALIDATOR_MAX_COLUMNS),
    });
  }
  for (const { code, names, pattern } of RULE_PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      return ruleText({ code, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) }, t);
  }
  return pricingMessageText(text, t);
}

/** The parts of a spec §8 400 answer this module rewrites. */
interface ErrorAnswer {
  errorMessage?: unknown;
  errors?: Array<{ field?: unknown; message?: unknown }>;
}

/**
 * Puts the validator texts of a failed call's answer (its `errorMessage` and each field error's message) into the
 * interface language in place and returns the same error, so the portal's one form pattern (usePortalForm) shows
 * them under their fields (`file`, `profile`) in Dutch too. Other errors are returned untouched.
 */
export function withValidatorMessages(error: unknown, t: TFunction): unknown {
  const answer = (error as { response?: { data?: unknown } } | null)?.response?.data as
    ErrorAnswer | undefined;
  if (!answer || typeof answer !== 'object') return error;
  if (typeof answer.errorMessage === 'string')
    answer.errorMessage = validatorMessageText(answer.errorMessage, t);
  if (Array.isArray(answer.errors)) {
    for (const fieldError of answer.errors) {
      if (typeof fieldError?.message === 'string')
        fieldError.message = validatorMessageText(fieldError.message, t);
    }
  }
  return error;
}
