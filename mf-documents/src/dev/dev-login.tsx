import { normalizeError } from '@portal/api';
import type { Credentials } from '@portal/domain';
import { translateText } from '@portal/i18n';
import { selectIsAuthenticated, useSessionStore } from '@portal/session';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDocumentsTranslation } from '../i18n/use-documents-translation';

/**
 * Standalone development only (src/bootstrap.tsx): a minimal sign-in against the API server (POST /sessions),
 * so the remote can run without the shell. Renders `children` once signed in, with a sign-out link.
 */
export function DevLogin({ children }: { children: ReactNode }) {
  const { t } = useDocumentsTranslation();
  const signedIn = useSessionStore(selectIsAuthenticated);
  const user = useSessionStore((state) => state.user);
  const [error, setError] = useState<string>();

  if (signedIn && user) {
    return (
      <Space direction="vertical" style={{ width: '100%', padding: 24 }}>
        <Space>
          <Typography.Text type="secondary">{t('dev.signedInAs', { name: user.name })}</Typography.Text>
          <Button size="small" onClick={() => useSessionStore.getState().logout()}>
            {t('dev.logout')}
          </Button>
        </Space>
        {children}
      </Space>
    );
  }

  async function login(values: Credentials) {
    setError(undefined);
    try {
      await useSessionStore.getState().login(values);
    } catch (err) {
      setError(translateText(normalizeError(err).message));
    }
  }

  return (
    <Card title={t('dev.title')} style={{ maxWidth: 420, margin: '48px auto' }}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form<Credentials> layout="vertical" onFinish={login}>
        <Form.Item name="email" label={t('dev.email')}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('dev.password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="code" label={t('dev.code')}>
          <Input inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('dev.login')}
        </Button>
      </Form>
    </Card>
  );
}
