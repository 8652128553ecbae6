import { Messages, PASSWORD_MIN_LENGTH } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { useFormRules, usePortalForm } from '@portal/ui';
import { Alert, App, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useCustomersTranslation } from '../../../i18n/use-customers-translation';
import { changePassword } from '../api/change-password';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FORM_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Spec §5 change-password rules that fail for these values, as their messages (the combined message). */
function passwordRuleErrors(values: Partial<PasswordValues>): string[] {
  const errors: string[] = [];
  if (values.newPassword && values.currentPassword === values.newPassword)
    errors.push(translateText(Messages.newPasswordMustDiffer));
  if (values.confirmPassword && values.confirmPassword !== values.newPassword)
    errors.push(translateText(Messages.passwordsDontMatch));
  return errors;
}

/**
 * The change-password form (spec §5, §7 PATCH /users/me, §8). Checked on blur and before any call: the new
 * password must differ from the current one (error on the current password, "New password must be different to
 * current password.") and the confirmation must equal it (error on the confirmation, "Passwords don't match.");
 * a submit with failing rules shows them together above the form (the spec's combined message). Success:
 * "Password has been changed"; a failed call: "Password change didn't succeed" above the form, once, and the
 * server's field errors (e.g. a wrong current password) on their fields only.
 */
export function ChangePasswordForm() {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const rules = useFormRules();
  const [summary, setSummary] = useState<string[]>([]);
  const { formProps, saving, reset, placeServerErrors } = usePortalForm<PasswordValues>({
    fields: FORM_FIELDS,
    save,
    onInvalid: (values) => {
      const combined = passwordRuleErrors(values);
      if (combined.length > 0) setSummary(combined);
      else void message.error(translateText(Messages.formIncomplete));
    },
  });

  async function save(values: PasswordValues) {
    setSummary([]);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      reset();
      void message.success(translateText(Messages.passwordChanged));
    } catch (error) {
      const { normalized, unplaced } = placeServerErrors(error);
      if (normalized.status === 401) return;
      const details = unplaced.map((fieldError) => translateText(fieldError.message));
      setSummary([translateText(Messages.passwordChangeFailed), ...details]);
    }
  }

  const differsFromCurrent: Rule = ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      value && value === getFieldValue('newPassword')
        ? Promise.reject(new Error(translateText(Messages.newPasswordMustDiffer)))
        : Promise.resolve(),
  });
  const matchesNew: Rule = ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      value && value !== getFieldValue('newPassword')
        ? Promise.reject(new Error(translateText(Messages.passwordsDontMatch)))
        : Promise.resolve(),
  });

  return (
    <Form<PasswordValues> {...formProps} style={{ maxWidth: 420 }}>
      {summary.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={summary.length === 1 ? summary[0] : undefined}
          description={
            summary.length > 1 ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {summary.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      <Form.Item
        name="currentPassword"
        label={t('profile.password.current')}
        rules={[rules.required, differsFromCurrent]}
        dependencies={['newPassword']}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.password.new')}
        rules={[
          rules.required,
          {
            min: PASSWORD_MIN_LENGTH,
            message: t('profile.password.minLength', { min: PASSWORD_MIN_LENGTH }),
          },
        ]}
        extra={t('profile.password.hint', { min: PASSWORD_MIN_LENGTH })}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.password.confirm')}
        rules={[rules.required, matchesNew]}
        dependencies={['newPassword']}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
