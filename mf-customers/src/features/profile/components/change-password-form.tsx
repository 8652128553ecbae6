import { placeFieldErrors } from '@portal/ui';
import { normalizeError } from '@portal/api';
import { Messages, PASSWORD_MIN_LENGTH } from '@portal/domain';
import { translateText } from '@portal/i18n';
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

/** Spec §5 change-password rules: field → message for each rule that fails. */
function passwordRuleErrors(values: PasswordValues): Array<{ name: keyof PasswordValues; message: string }> {
  const errors: Array<{ name: keyof PasswordValues; message: string }> = [];
  if (values.newPassword && values.currentPassword === values.newPassword) {
    errors.push({ name: 'currentPassword', message: translateText(Messages.newPasswordMustDiffer) });
  }
  if (values.confirmPassword !== values.newPassword) {
    errors.push({ name: 'confirmPassword', message: translateText(Messages.passwordsDontMatch) });
  }
  return errors;
}

/**
 * The change-password form (spec §5, §7 PATCH /users/me, §8). Checked before any call: the new password must
 * differ from the current one (error on the current password, "New password must be different to current
 * password.") and the confirmation must equal it (error on the confirmation, "Passwords don't match."); the
 * failed rules are also shown together above the form. Success: "Password has been changed"; a failed call:
 * "Password change didn't succeed" with the server's field errors on their fields.
 */
export function ChangePasswordForm() {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<string[]>([]);

  const required: Rule = { required: true, message: t('messages.required') };
  const textTrigger = submitted ? ['onBlur', 'onChange'] : 'onBlur';

  async function handleFinish(values: PasswordValues) {
    const ruleErrors = passwordRuleErrors(values);
    if (ruleErrors.length > 0) {
      setSummary(ruleErrors.map((error) => error.message));
      form.setFields(ruleErrors.map(({ name, message: text }) => ({ name, errors: [text] })));
      return;
    }
    setSummary([]);
    setSaving(true);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.resetFields();
      setSubmitted(false);
      message.success(translateText(Messages.passwordChanged));
    } catch (error) {
      const failed = translateText(Messages.passwordChangeFailed);
      const { fieldErrors, message: serverMessage, status } = normalizeError(error);
      if (status === 401) return;
      const { placed, unplaced } = placeFieldErrors(fieldErrors, FORM_FIELDS);
      form.setFields(placed.map(({ name, errors }) => ({ name: name as keyof PasswordValues, errors: errors.map(translateText) })));
      const details = unplaced.map((fieldError) => translateText(fieldError.message));
      if (placed.length === 0 && details.length === 0 && serverMessage !== Messages.passwordChangeFailed) {
        details.push(translateText(serverMessage));
      }
      setSummary([failed, ...details]);
      message.error(failed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      validateTrigger={textTrigger}
      onFinish={handleFinish}
      onFinishFailed={() => message.error(t('messages.formIncomplete'))}
      onSubmitCapture={() => setSubmitted(true)}
    >
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
      <Form.Item name="currentPassword" label={t('profile.password.current')} rules={[required]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.password.new')}
        rules={[required, { min: PASSWORD_MIN_LENGTH, message: t('profile.password.minLength', { min: PASSWORD_MIN_LENGTH }) }]}
        extra={t('profile.password.hint', { min: PASSWORD_MIN_LENGTH })}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('profile.password.confirm')} rules={[required]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
