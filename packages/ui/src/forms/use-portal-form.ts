import { normalizeError } from '@portal/api';
import { i18n, translateText } from '@portal/i18n';
import { App, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiError } from '../api-error';
import { placeFieldErrors } from './field-errors';
import { useUnsavedChangesGuard } from './unsaved-changes';

/** Options of {@link usePortalForm}. */
export interface PortalFormOptions<V> {
  /** The form's field names: server field errors on these are shown on the field, others in the error message. */
  fields: readonly string[];
  /** Saves the valid values (maps them to the API payload and calls it); a rejection keeps the form as it is. */
  save: (values: V) => Promise<void>;
  /** Maps a server error field to a form field, e.g. `countryCode` → `country` (default: the same name). */
  fieldOf?: (serverField: string) => string;
  /** Shown after a successful save (e.g. "Changes saved"); nothing by default. */
  savedMessage?: string;
  /**
   * Replaces the default reaction to a submit with invalid fields (the "Sorry, not all fields are filled in
   * correctly." message), e.g. for a form whose spec asks for a combined message instead.
   */
  onInvalid?: (values: V) => void;
  /**
   * Asks before a link or routed tab leaves the page with unsaved edits ({@link useUnsavedChangesGuard}); default
   * true. Dialogs turn it off: their mask keeps the page's links out of reach, and Cancel is an explicit discard.
   */
  guardUnsaved?: boolean;
}

/**
 * The behaviour every antd form of the portal shares (spec §5 form behaviour, §8 error handling), so each form
 * only declares its fields and rules:
 * - the browser's own validation is off (`noValidate`): our messages, in the interface language, never
 *   Chromium's English bubbles;
 * - text fields validate on blur, and on change as well once the user tried to submit; checkbox and switch
 *   items set `validateTrigger="onChange"` (see {@link textTrigger});
 * - a submit with invalid fields shows "Sorry, not all fields are filled in correctly." and scrolls to the
 *   first error;
 * - `saving` is true while `save` runs; a failed save puts each server field error (translated) on its field —
 *   once, under the field's own label — and shows the spec §8 message once; only errors on fields the form does
 *   not have are listed in the message;
 * - once the user changed a value and until it is saved or reset, leaving the page by a link or a routed tab
 *   asks first (unless `guardUnsaved` is false).
 * Spread `formProps` on the antd Form.
 */
export function usePortalForm<V extends object>({
  fields,
  save,
  fieldOf = (name) => name,
  savedMessage,
  onInvalid,
  guardUnsaved = true,
}: PortalFormOptions<V>) {
  const { t } = useTranslation('validation', { i18n });
  const { message } = App.useApp();
  const showApiError = useApiError();
  const [form] = Form.useForm<V>();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  // The user changed a value since the form was filled, saved or reset.
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(guardUnsaved && dirty);
  const textTrigger: string | string[] = submitted ? ['onBlur', 'onChange'] : 'onBlur';

  /**
   * Puts a failed save's field errors (translated) on the form's fields without showing anything else; returns
   * the normalised error, the errors placed and those on fields the form does not have.
   */
  function placeServerErrors(error: unknown) {
    const normalized = normalizeError(error);
    const { placed, unplaced } = placeFieldErrors(normalized.fieldErrors, fields);
    form.setFields(
      placed.map(({ name, errors }) => ({
        name: fieldOf(name) as Parameters<FormInstance<V>['setFields']>[0][number]['name'],
        errors: errors.map(translateText),
      })),
    );
    return { normalized, placed, unplaced };
  }

  /** Puts a failed save's field errors on the form and shows its message once (spec §8). */
  function showSaveError(error: unknown) {
    const { placed } = placeServerErrors(error);
    return showApiError(error, { shownOnFields: placed.map(({ name }) => name) });
  }

  async function onFinish(values: V) {
    setSaving(true);
    try {
      await save(values);
      setDirty(false);
      if (savedMessage) void message.success(savedMessage);
    } catch (error) {
      showSaveError(error);
    } finally {
      setSaving(false);
    }
  }

  return {
    form,
    saving,
    submitted,
    /** The validateTrigger of text-like items: on blur, and on change too after the first submit. */
    textTrigger,
    /** Submits the form as its submit button would (for buttons outside the form, e.g. a dialog's OK). */
    submit() {
      setSubmitted(true);
      form.submit();
    },
    /** For saves outside `onFinish` (e.g. a second action): the same field placement and message. */
    showSaveError,
    placeServerErrors,
    /** Starts over: values back to the initial ones, no errors, nothing submitted. */
    reset() {
      form.resetFields();
      setSubmitted(false);
      setDirty(false);
    },
    /** Whether the user changed a value since the form was filled, saved or reset. */
    dirty,
    /** Forgets the edits as far as the unsaved-changes question goes (e.g. after filling the form from the server). */
    markClean: () => setDirty(false),
    formProps: {
      form,
      layout: 'vertical' as const,
      noValidate: true,
      scrollToFirstError: true,
      validateTrigger: textTrigger,
      onFinish,
      onFinishFailed: ({ values }: { values: V }) =>
        onInvalid ? onInvalid(values) : void message.error(t('formIncomplete')),
      onSubmitCapture: () => setSubmitted(true),
      // Only the user's edits: antd does not call it for setFieldsValue.
      onValuesChange: () => setDirty(true),
    },
  };
}
