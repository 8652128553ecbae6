import {
  PRICE_TIER_QUANTITY_MAX,
  PriceTierMessages,
  PricingMessages,
  priceTierProblems,
  type FieldError,
  type PriceTier,
  type PriceTierKind,
  type PriceTierSet,
  type PriceTierSetInput,
} from '@portal/domain';
import { parseWholeNumberInput } from '../../../shared/numbers/locale-number-input';
import { parsePriceInput, priceInputText } from '../../../shared/prices/euro-price';
import { parsePercentageInput, percentageInputText } from '../../../shared/prices/percentage';
import { PRICING_SERVER_MESSAGES } from '../../../shared/prices/pricing-message-text';

/** One tier as the form holds it: quantities and value as typed (text, in the user's locale); `toQuantity` '' = open. */
export interface TierRowValues {
  fromQuantity: string;
  toQuantity: string;
  value: string;
}

/** The tier set dialog's values. */
export interface PriceTierSetFormValues {
  name: string;
  description: string;
  kind: PriceTierKind;
  tiers: TierRowValues[];
}

/** The fields of a tier row, named as the API's (priceTierSchema), so `tiers.N.<field>` errors land on them. */
export const TIER_FIELDS = ['fromQuantity', 'toQuantity', 'value'] as const;
export type TierField = (typeof TIER_FIELDS)[number];

/** A tier's value as its field shows it for editing in `locale`: "2.5000" → "2,50" (nl); "95.00" → "95". */
export function tierValueInputText(kind: PriceTierKind, value: string, locale: string): string {
  return kind === 'price' ? priceInputText(value, locale) : percentageInputText(value, locale);
}

/**
 * The dialog's first values: those of `set` for editing (quantities as plain digits, values in the locale's
 * format), else an empty set of kind price with one tier from 1, open-ended.
 */
export function tierSetFormValues(set: PriceTierSet | undefined, locale: string): PriceTierSetFormValues {
  if (!set) {
    return {
      name: '',
      description: '',
      kind: 'price',
      tiers: [{ fromQuantity: '1', toQuantity: '', value: '' }],
    };
  }
  return {
    name: set.name,
    description: set.description,
    kind: set.kind,
    tiers: set.tiers.map((tier) => ({
      fromQuantity: String(tier.fromQuantity),
      toQuantity: tier.toQuantity === null ? '' : String(tier.toQuantity),
      value: tierValueInputText(set.kind, tier.value, locale),
    })),
  };
}

/**
 * The row "Add tier" appends: from = the previous tier's to + 1 (contiguous), to and value empty. After an
 * open-ended or unreadable previous tier the from is left empty.
 */
export function nextTierRow(rows: readonly TierRowValues[], locale: string): TierRowValues {
  const previous = rows.at(-1);
  const to = previous
    ? parseWholeNumberInput(previous.toQuantity ?? '', locale, { max: PRICE_TIER_QUANTITY_MAX })
    : undefined;
  const fromQuantity = !previous ? '1' : to?.ok ? String(to.value + 1) : '';
  return { fromQuantity, toQuantity: '', value: '' };
}

/** What {@link readTierSetForm} made of the dialog: the API payload when everything is valid, and the problems. */
export interface TierSetFormReading {
  /** The POST / PUT body (values with a dot), or null while a field is empty or has a problem. */
  input: PriceTierSetInput | null;
  /**
   * Problems of the tier fields as spec §8 field errors (`tiers.1.fromQuantity`), in the contract's English words
   * (show them with pricingMessageText): a quantity or value that cannot be read, then — once every quantity reads —
   * @portal/domain priceTierProblems (first tier from 1, contiguous, to ≥ from, only the last open, the value per
   * kind). Empty required fields are not listed (the field's own required rule says so).
   */
  problems: FieldError[];
}

/**
 * Reads the dialog's values in `locale` (issue 16: typed values accept the locale's decimal comma and go on the wire
 * with a dot): quantities as whole numbers ("1.000" in Dutch is 1000), an empty to quantity as open-ended (null),
 * prices as euros with up to 4 decimals, percentages with up to 2, all as text (never floats).
 */
export function readTierSetForm(values: PriceTierSetFormValues, locale: string): TierSetFormReading {
  const problems: FieldError[] = [];
  const kind = values.kind;
  // Whether every quantity reads (the order of the tiers can only be judged then) and every value reads.
  let quantitiesRead = true;
  let valuesRead = true;

  const quantity = (text: string | undefined, field: string, openWhenEmpty: boolean): number | null => {
    if (!text?.trim()) {
      if (!openWhenEmpty) quantitiesRead = false;
      return null;
    }
    const read = parseWholeNumberInput(text, locale, { max: PRICE_TIER_QUANTITY_MAX });
    if (read.ok && read.value >= 1) return read.value;
    quantitiesRead = false;
    const tooLarge = !read.ok && read.reason === 'tooLarge';
    problems.push({
      field,
      message: tooLarge ? PRICING_SERVER_MESSAGES.quantityMax! : PriceTierMessages.quantity,
    });
    return null;
  };

  // A value that is empty or unreadable is checked with a stand-in valid for both kinds: values do not bear on the
  // order of the tiers.
  const value = (text: string | undefined, field: string): string => {
    const read = !text?.trim()
      ? undefined
      : kind === 'percentage'
        ? parsePercentageInput(text, locale)
        : parsePriceInput(text, locale);
    if (read?.ok) return 'percentage' in read ? read.percentage : read.price;
    valuesRead = false;
    if (read) {
      const message =
        kind === 'percentage'
          ? PriceTierMessages.percentage
          : read.reason === 'tooLarge'
            ? PricingMessages.priceTooLarge
            : PricingMessages.priceFormat;
      problems.push({ field, message });
    }
    return '0';
  };

  const tiers: PriceTier[] = (values.tiers ?? []).map((row, index) => ({
    fromQuantity: quantity(row?.fromQuantity, `tiers.${index}.fromQuantity`, false) ?? 0,
    toQuantity: quantity(row?.toQuantity, `tiers.${index}.toQuantity`, true),
    value: value(row?.value, `tiers.${index}.value`),
  }));
  if (quantitiesRead) problems.push(...priceTierProblems(kind, tiers));
  const input: PriceTierSetInput | null =
    quantitiesRead && valuesRead && problems.length === 0 && tiers.length > 0
      ? { name: values.name.trim(), description: (values.description ?? '').trim(), kind, tiers }
      : null;
  return { input, problems };
}
