import { PASSWORD_MIN_LENGTH } from '@portal/domain';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { authErrorMessage } from '../auth-error-message';
import type { LoginLocationState } from '../pages/login-page';

interface SetPasswordValues {
  password?: string;
  confirmation?: string;
}

/** Props of {@link SetPasswordForm}. */
export interface SetPasswordFormProps {
  title: string;
  intro?: ReactNode;
  /** False when the link lacks its token or user id: the form is replaced by an explanation. */
  linkValid: boolean;
  /** Saves the new password on the server; rejects with the API error. */
  save: (password: string) => Promise<unknown>;
  /** What /login tells the user afterwards. */
  notice: NonNullable<LoginLocationState['notice']>;
}

/**
 * New password + confirmation (spec §5): both must match — otherwise "Passwords don't match." without calling
 * the server — and the password must have the minimum length. On success the user goes to /login with a message.
 */
export function SetPasswordForm({ title, intro, linkValid, save, notice }: SetPasswordFormProps) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ password = '', confirmation = '' }: SetPasswordValues) => {
    setError(null);
    if (!password) return setError(t('messages.passwordEmpty'));
    if (password !== confirmation) return setError(t('messages.passwordsDontMatch'));
    if (password.length < PASSWORD_MIN_LENGTH) return setError(t('setPassword.tooShort', { count: PASSWORD_MIN_LENGTH }));
    setSubmitting(true);
    try {
      await save(password);
      navigate('/login', { replace: true, state: { notice } satisfies LoginLocationState });
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      setSubmitting(false);
    }
  };

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
      {!linkValid ? (
        <Alert type="error" showIcon role="alert" title={t('setPassword.invalidLink')} />
      ) : (
        <>
          {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
          <Form name="set-password" layout="vertical" onFinish={submit} requiredMark={false} noValidate>
            <Form.Item label={t('setPassword.password')} name="password">
              <Input.Password autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item label={t('setPassword.confirmation')} name="confirmation">
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('setPassword.submit')}
            </Button>
          </Form>
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/login">{t('setPassword.back')}</Link>
      </Typography.Paragraph>
    </>
  );
}
