import type { FieldError } from '@portal/domain';

/**
 * Splits server field errors (spec §8) over a form: errors on a field the form has go to that field (by the
 * first segment of the dotted path, so `supplierIds.0` lands on `supplierIds`); the rest are returned as
 * `unplaced`, to be shown with the general message.
 */
export function placeFieldErrors(
  errors: readonly FieldError[],
  formFields: readonly string[],
): { placed: Array<{ name: string; errors: string[] }>; unplaced: FieldError[] } {
  const byField = new Map<string, string[]>();
  const unplaced: FieldError[] = [];
  for (const error of errors) {
    const name = error.field.split('.')[0] ?? '';
    if (!formFields.includes(name)) {
      unplaced.push(error);
      continue;
    }
    byField.set(name, [...(byField.get(name) ?? []), error.message]);
  }
  return { placed: [...byField].map(([name, messages]) => ({ name, errors: messages })), unplaced };
}
