/**
 * The checks of the creation forms as pure functions of the text a user typed (issue 14; the limits and patterns
 * of the contract come from @portal/domain's zod-free shipments constants, so the screens need not load zod): the
 * step forms use them in their rules, and the flows use them to tell whether a stored step is still complete after
 * a reload.
 */
import { PHONE_PATTERN } from '@portal/domain';

/**
 * Longest recipient e-mail address, in characters (the contract's `z.email().max(254)`). Kept here until
 * @portal/domain exports it (e.g. as SHIPMENT_FIELD_MAX.recipientEmail).
 */
export const RECIPIENT_EMAIL_MAX = 254;
/** A plausible e-mail address (the server checks it properly). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A whole number as typed: digits only. */
const WHOLE_NUMBER_PATTERN = /^\d+$/;
/** An amount as typed: digits, then a comma or point before one or two decimals. */
const DECIMAL_PATTERN = /^\d+([.,]\d{1,2})?$/;

/** The text without surrounding spaces ('' for nothing). */
export function trimmed(text: string | null | undefined): string {
  return text?.trim() ?? '';
}

/** True when the text holds 1 to `max` characters (surrounding spaces not counted). */
export function isFilledWithin(text: string | null | undefined, max: number): boolean {
  const value = trimmed(text);
  return value.length > 0 && value.length <= max;
}

/** True when the text holds at most `max` characters (optional fields; surrounding spaces not counted). */
export function isWithin(text: string | null | undefined, max: number): boolean {
  return trimmed(text).length <= max;
}

/** True for a phone number the carriers take (PHONE_PATTERN), e.g. "+31 6 1234 5678" or "020-1234567". */
export function isPhoneNumber(text: string | null | undefined): boolean {
  return PHONE_PATTERN.test(trimmed(text));
}

/** True for an empty text or a plausible e-mail address (optional e-mail fields). */
export function isOptionalEmail(text: string | null | undefined): boolean {
  const value = trimmed(text);
  return value === '' || (value.length <= RECIPIENT_EMAIL_MAX && EMAIL_PATTERN.test(value));
}

/** The whole number typed (digits only) when it lies in `min`–`max`, else null. */
export function wholeNumberOf(text: string | null | undefined, min: number, max: number): number | null {
  const value = trimmed(text);
  if (!WHOLE_NUMBER_PATTERN.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * The amount typed ("12,5" or "12.50": a comma or point, at most two decimals) when it is above 0 and at most
 * `max`, else null.
 */
export function positiveAmountOf(text: string | null | undefined, max: number): number | null {
  const value = trimmed(text);
  if (!DECIMAL_PATTERN.test(value)) return null;
  const number = Number(value.replace(',', '.'));
  return number > 0 && number <= max ? number : null;
}
