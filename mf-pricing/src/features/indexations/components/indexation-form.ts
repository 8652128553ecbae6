import {
  SalesPriceMessages,
  indexationInputSchema,
  indexationValueSchema,
  salesPricePeriodError,
  type IndexationInput,
} from '@portal/domain';
import type { Dayjs } from 'dayjs';
import { dayjsToYearMonth, parseIndexationInput } from '../../../shared/prices/sales-price-text';

/**
 * The add indexation form as plain functions (issue 17 "Indexations"; spec §3 Indexation: start date, end date,
 * indexation value, price tiers; §5): its values, the contract's (@portal/domain indexationInputSchema) verdict on
 * the factor as typed, and how the values become the API payload.
 */

/** The dialog's values: months as picked (dayjs), the factor as typed (text in the user's locale), the tier set. */
export interface IndexationFormValues {
  startMonth?: Dayjs | null;
  endMonth?: Dayjs | null;
  value: string;
  priceTierSetId?: number | null;
}

/** The form's fields, named as the API's (indexationInputSchema), so server field errors land on them. */
export const INDEXATION_FORM_FIELDS = ['startMonth', 'endMonth', 'value', 'priceTierSetId'] as const;

/** What {@link readIndexationValue} made of the typed factor: the wire factor, or the contract's message why not. */
export type IndexationValueResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * Reads the factor typed in `locale` ("1,035" in Dutch, "1.035" in English) into the wire's "1.035" and checks it
 * as the server does (indexationValueSchema): refused with the contract's English message (translate it with
 * pricingMessageText) when it is not a factor from 0.500 to 3.000 with at most 3 decimals
 * (SalesPriceMessages.indexation) or is the neutral 1.000 (IndexationMessages.neutral: it changes no price).
 */
export function readIndexationValue(text: string, locale: string): IndexationValueResult {
  const parsed = parseIndexationInput(text, locale);
  if (!parsed.ok) return { ok: false, message: SalesPriceMessages.indexation };
  const checked = indexationValueSchema.safeParse(parsed.indexation);
  if (!checked.success)
    return { ok: false, message: checked.error.issues[0]?.message ?? SalesPriceMessages.indexation };
  return { ok: true, value: checked.data };
}

/**
 * The API payload of valid form values: months as "YYYYMM" (no end month: null, open-ended), the factor as the
 * wire's decimal string, the tier set or null. Null when a value is missing or the contract refuses the payload
 * (indexationInputSchema, end before start); the form's rules say which field is wrong before it gets here.
 */
export function toIndexationInput(values: IndexationFormValues, locale: string): IndexationInput | null {
  const value = readIndexationValue(values.value ?? '', locale);
  if (!value.ok || !values.startMonth) return null;
  const input: IndexationInput = {
    startMonth: dayjsToYearMonth(values.startMonth),
    endMonth: values.endMonth ? dayjsToYearMonth(values.endMonth) : null,
    value: value.value,
    priceTierSetId: values.priceTierSetId ?? null,
  };
  const valid =
    indexationInputSchema.safeParse(input).success &&
    salesPricePeriodError(input.startMonth, input.endMonth ?? null) === null;
  return valid ? input : null;
}
