import { authApi } from '@portal/api';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../../i18n/shell-namespace';
import { authErrorMessage } from '../auth-error-message';

/**
 * /forgot-password (spec §2, §5, §7): asks the server to mail a reset link. Empty e-mail: "E-mail address is
 * empty." without calling the server; success: "An e-mail is sent." (the server answers the same whether or not
 * the address exists).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ email = '' }: { email?: string }) => {
    setError(null);
    setSent(false);
    if (!email.trim()) return setError(t('messages.emailEmpty'));
    setSubmitting(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(authErrorMessage(failure, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('forgot.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('forgot.intro')}</Typography.Paragraph>
      {sent && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={t('messages.emailSent')} />}
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
      <Form name="forgot" layout="vertical" onFinish={submit} requiredMark={false} noValidate>
        <Form.Item label={t('forgot.email')} name="email">
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/login">{t('forgot.back')}</Link>
      </Typography.Paragraph>
    </>
  );
}
