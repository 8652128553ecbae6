import { i18n, translateText } from '@portal/i18n';
import { App, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiError } from '../api-error';
import { placeFieldErrors } from './field-errors';

/** Options of {@link useModalForm}. */
export interface ModalFormOptions<V> {
  /** The form's field names: server field errors on these are shown on the field, others in the error message. */
  fields: readonly string[];
  /** Saves the valid values (maps them to the API payload and calls it); a rejection keeps the dialog open. */
  save: (values: V) => Promise<void>;
  /** Maps a server error field to a form field, e.g. `countryCode` → `country` (default: the same name). */
  fieldOf?: (serverField: string) => string;
}

/**
 * The behaviour every add/edit dialog of the portal shares (spec §5 form behaviour, §8 error handling): text
 * fields validate on blur, and on change too once the user tried to submit; a failed submit shows "Sorry, not all
 * fields are filled in correctly."; OK shows a spinner while saving; a failed save shows the spec §8 message and
 * puts the server's field errors (translated) on their fields. Spread `modalProps` on the antd Modal and
 * `formProps` on its Form.
 */
export function useModalForm<V extends object>({ fields, save, fieldOf = (name) => name }: ModalFormOptions<V>) {
  const { t } = useTranslation('validation', { i18n });
  const { message } = App.useApp();
  const showApiError = useApiError();
  const [form] = Form.useForm<V>();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  async function onFinish(values: V) {
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      const { fieldErrors } = showApiError(error);
      const { placed } = placeFieldErrors(fieldErrors, fields);
      form.setFields(
        placed.map(({ name, errors }) => ({
          name: fieldOf(name) as Parameters<FormInstance<V>['setFields']>[0][number]['name'],
          errors: errors.map(translateText),
        })),
      );
    } finally {
      setSaving(false);
    }
  }

  return {
    form,
    saving,
    /** For Form.Items that validate like text fields (checkbox items use 'onChange'). */
    textTrigger: submitted ? ['onBlur', 'onChange'] : 'onBlur',
    modalProps: {
      open: true,
      confirmLoading: saving,
      onOk: () => {
        setSubmitted(true);
        form.submit();
      },
    },
    formProps: {
      form,
      layout: 'vertical' as const,
      validateTrigger: submitted ? ['onBlur', 'onChange'] : 'onBlur',
      onFinish,
      onFinishFailed: () => message.error(t('formIncomplete')),
      onSubmitCapture: () => setSubmitted(true),
    },
  };
}
