import { useSessionStore } from '@portal/session';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { RETURN_TO_PARAM, safeReturnTo } from '../../../routing/navigation-decision';
import { authErrorMessage, errorStatus } from '../auth-error-message';

interface LoginValues {
  email?: string;
  password?: string;
  code?: string;
}

/** Set by the reset/confirm pages when they send the user here (router state). */
export interface LoginLocationState {
  notice?: 'passwordChanged' | 'accountConfirmed';
}

/**
 * /login (spec §2, §4, §5, §8): e-mail + password, then — when the account needs it (403) — the 2FA code step.
 * Empty e-mail or password: "E-mail address and/or password is empty." without calling the server; wrong
 * credentials: "E-mail address and/or password is not correct."; 403: "A 2FA code is sent." and a code field.
 * After sign-in the user lands on the page they came for (`returnTo`), else on /.
 */
export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const login = useSessionStore((s) => s.login);
  const [form] = Form.useForm<LoginValues>();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const notice = (location.state as LoginLocationState | null)?.notice;

  const submit = async ({ email = '', password = '', code = '' }: LoginValues) => {
    setError(null);
    if (!email.trim() || !password) {
      setError(t('messages.credentialsEmpty'));
      return;
    }
    if (step === 'code' && !code.trim()) {
      setError(t('messages.codeEmpty'));
      return;
    }
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password, ...(step === 'code' ? { code: code.trim() } : {}) });
      navigate(safeReturnTo(searchParams.get(RETURN_TO_PARAM)), { replace: true });
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 403 && step === 'credentials') {
        setStep('code');
      } else {
        setError(
          authErrorMessage(failure, t, {
            401: t('messages.credentialsWrong'),
            403: t('messages.codeWrong'),
          }),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('login.title')}
      </Typography.Title>
      {notice && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={notice === 'accountConfirmed' ? t('setPassword.confirmed') : t('messages.passwordChanged')}
        />
      )}
      {step === 'code' && (
        <Alert type="info" showIcon role="status" style={{ marginBottom: 16 }} title={t('messages.codeSent')} />
      )}
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
      <Form form={form} name="login" layout="vertical" onFinish={submit} requiredMark={false} noValidate>
        <Form.Item label={t('login.email')} name="email">
          <Input type="email" autoComplete="username" readOnly={step === 'code'} autoFocus={step === 'credentials'} />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password" hidden={step === 'code'}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {step === 'code' && (
          <Form.Item label={t('login.code')} name="code" extra={t('login.codeHelp')}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {step === 'code' ? (
          <Typography.Link
            onClick={() => {
              setStep('credentials');
              setError(null);
              form.resetFields();
            }}
          >
            {t('login.back')}
          </Typography.Link>
        ) : (
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        )}
      </Typography.Paragraph>
    </>
  );
}
