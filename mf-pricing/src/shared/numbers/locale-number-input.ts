/**
 * Numbers as a user types them in the interface's locale, read as text only (issue 16 "Money: exact decimals …,
 * never JavaScript floats"): decimals become the wire's decimal string ("12,50" in Dutch → "12.50"), whole numbers
 * a safe integer. Used by the price, percentage, bundle size and quantity fields of this remote.
 */

/** The decimal and the grouping separator of `locale` ("," and "." in Dutch, "." and "," in English). */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** Why a typed text is not the number asked for: nothing typed, not a number of that kind, or too large. */
export type NumberInputRefusal = 'empty' | 'format' | 'tooLarge';

/** Spaces a user (or a paste from a formatted amount) may put in: space, no-break and narrow no-break space. */
const SPACES = /[\s\u00a0\u202f]/g;

/** Escapes `text` for use inside a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `whole` groups its digits where `locale` does: 1–3 digits, then groups of exactly three. */
const wellGrouped = (whole: string, groupChar: string) =>
  new RegExp(`^[0-9]{1,3}(${escaped(groupChar)}[0-9]{3})+$`).test(whole);

/** What {@link parseDecimalInput} made of a text: the decimal string (a dot, no grouping), or why not. */
export type DecimalInputResult = { ok: true; decimal: string } | { ok: false; reason: NumberInputRefusal };

/** Limits of {@link parseDecimalInput}. */
export interface DecimalInputOptions {
  /** Most digits before the decimal separator (more: `tooLarge`). */
  integerDigits: number;
  /** Most digits after it (more: `format`). */
  fractionDigits: number;
  /** A sign the user may type before or after the number ("€", "%"). */
  symbol?: string;
}

/**
 * Reads a non-negative decimal typed in `locale` into a decimal string with a dot, as text only: the locale's decimal
 * separator ("12,50" in Dutch, "12.50" in English), optionally the locale's grouping separator in its places
 * ("1.234,50" in Dutch), `symbol` before or after and spaces are accepted; leading zeros are dropped ("012,5" →
 * "12.5"), a missing whole part is 0 (",5" → "0.5"). Refused: anything else ("1,2,3", "-1", "1e3", the other
 * locale's decimal separator unless it groups thousands correctly) and more than `fractionDigits` decimals
 * (`format`); more than `integerDigits` digits before the separator (`tooLarge`); nothing but spaces (`empty`).
 */
export function parseDecimalInput(
  text: string,
  locale: string,
  { integerDigits, fractionDigits, symbol }: DecimalInputOptions,
): DecimalInputResult {
  const { decimal, group } = numberSeparators(locale);
  let plain = text.replace(SPACES, '');
  if (symbol)
    plain = plain
      .replace(new RegExp(`^${escaped(symbol)}`), '')
      .replace(new RegExp(`${escaped(symbol)}$`), '');
  if (plain === '') return { ok: false, reason: 'empty' };
  const parts = plain.split(decimal);
  if (parts.length > 2) return { ok: false, reason: 'format' };
  const fraction = parts[1];
  let whole = parts[0]!;
  const groupChar = group.replace(SPACES, '');
  if (groupChar && whole.includes(groupChar)) {
    if (!wellGrouped(whole, groupChar)) return { ok: false, reason: 'format' };
    whole = whole.split(groupChar).join('');
  }
  if (!/^[0-9]*$/.test(whole) || (fraction !== undefined && !/^[0-9]+$/.test(fraction))) {
    return { ok: false, reason: 'format' };
  }
  if (whole === '' && fraction === undefined) return { ok: false, reason: 'format' };
  whole = whole.replace(/^0+(?=[0-9])/, '') || '0';
  if (whole.length > integerDigits) return { ok: false, reason: 'tooLarge' };
  if (fraction !== undefined && fraction.length > fractionDigits) return { ok: false, reason: 'format' };
  return { ok: true, decimal: fraction === undefined ? whole : `${whole}.${fraction}` };
}

/** What {@link parseWholeNumberInput} made of a text: the number, or why it is not one. */
export type WholeNumberInputResult = { ok: true; value: number } | { ok: false; reason: NumberInputRefusal };

/**
 * Reads a whole number typed in `locale` (a count, a quantity, megabytes): digits, optionally with the locale's
 * thousands separator in its places ("1.024" in Dutch, "1,024" in English); spaces and a trailing `unit` (e.g.
 * /mb$/i) are accepted. Refused: fractions, signs and other characters (`format`), more than `max` (`tooLarge`),
 * nothing (`empty`).
 */
export function parseWholeNumberInput(
  text: string,
  locale: string,
  { max, unit }: { max: number; unit?: RegExp },
): WholeNumberInputResult {
  const { group } = numberSeparators(locale);
  let plain = text.replace(SPACES, '');
  if (unit) plain = plain.replace(unit, '');
  if (plain === '') return { ok: false, reason: 'empty' };
  const groupChar = group.replace(SPACES, '');
  const grouped = groupChar && plain.includes(groupChar);
  if (grouped ? !wellGrouped(plain, groupChar) : !/^[0-9]+$/.test(plain))
    return { ok: false, reason: 'format' };
  const digits = (grouped ? plain.split(groupChar).join('') : plain).replace(/^0+(?=[0-9])/, '');
  // Compared as text first: a long run of digits would not be a safe integer.
  if (digits.length > String(max).length || Number(digits) > max) return { ok: false, reason: 'tooLarge' };
  return { ok: true, value: Number(digits) };
}
