import { i18n } from '@portal/i18n';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The rule builders {@link useFormRules} returns (antd Form.Item `rules` entries). */
export interface FormRules {
  /**
   * Required, for any kind of value (text, a picked number or date, a file, a list): nothing, blank or
   * whitespace-only text and an empty list fail: "This field is required."
   */
  required: Rule;
  /** An e-mail address (empty passes; add `required`): "Please enter a valid email address." */
  email: Rule;
  /** At most `max` characters: "Please enter at most {max} characters." */
  maxLength: (max: number) => Rule;
  /** At least `min` characters: "Please enter at least {min} characters." */
  minLength: (min: number) => Rule;
  /** A list with at least `min` entries (e.g. checkboxes), with its own message (spec §5 "At least 1 role…"). */
  minCount: (min: number, message?: string) => Rule;
}

/** No value: nothing, blank or whitespace-only text, or an empty list. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * The spec §5 generic rules with their messages in the interface language (the `validation` namespace), so
 * every form of every remote says the same thing the same way. Recomputed when the language changes.
 */
export function useFormRules(): FormRules {
  const { t } = useTranslation('validation', { i18n });
  return useMemo(
    () => ({
      // A validator rather than `whitespace: true`: that makes async-validator check the value as text, so a
      // picked number, date or file would fail with the required message.
      required: {
        required: true,
        message: t('required'),
        validator: (_rule, value: unknown) => (isBlank(value) ? Promise.reject(new Error(t('required'))) : Promise.resolve()),
      },
      email: { type: 'email', message: t('email') },
      maxLength: (max) => ({ max, message: t('maxLength', { max }) }),
      minLength: (min) => ({ min, message: t('minLength', { min }) }),
      minCount: (min, message) => ({ type: 'array', required: min > 0, min, message: message ?? t('minCount', { min }) }),
    }),
    [t],
  );
}
