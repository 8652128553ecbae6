import { configureApi, normalizeError } from '@portal/api';
import type { Credentials } from '@portal/domain';
import { getApiLocale, initI18n, translateText, useRemoteNamespace } from '@portal/i18n';
import { selectIsAuthenticated, useSessionStore } from '@portal/session';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { StrictMode, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalProviders } from './portal-providers';

const UI_DEV_NS = 'uiDev';
const uiDevCatalogs = {
  en: {
    title: '{{remote}} (standalone development)',
    email: 'E-mail address',
    password: 'Password',
    code: '2FA code',
    login: 'Log in',
    logout: 'Log out',
    signedInAs: 'Signed in as {{name}}',
  },
  nl: {
    title: '{{remote}} (losse ontwikkelversie)',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    code: '2FA-code',
    login: 'Inloggen',
    logout: 'Uitloggen',
    signedInAs: 'Ingelogd als {{name}}',
  },
};

/**
 * Standalone development only: a minimal sign-in against the API server (POST /sessions, with the 2FA code when
 * asked), so a remote can run without the shell. Renders `children` once signed in, with a sign-out button.
 * `remote` is the remote's display name in the card title.
 */
export function DevLogin({ remote, children }: { remote: string; children: ReactNode }) {
  const { t } = useRemoteNamespace(UI_DEV_NS, uiDevCatalogs);
  const signedIn = useSessionStore(selectIsAuthenticated);
  const user = useSessionStore((state) => state.user);
  const [error, setError] = useState<string>();

  if (signedIn && user) {
    return (
      <Space direction="vertical" style={{ width: '100%', padding: 24 }}>
        <Space>
          <Typography.Text type="secondary">{t('signedInAs', { name: user.name })}</Typography.Text>
          <Button size="small" onClick={() => useSessionStore.getState().logout()}>
            {t('logout')}
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
    <Card title={t('title', { remote })} style={{ maxWidth: 420, margin: '48px auto' }}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<Credentials> layout="vertical" onFinish={login}>
        <Form.Item name="email" label={t('email')}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="code" label={t('code')}>
          <Input inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('login')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * Standalone development mount of a remote (`pnpm --filter mf-x dev`, ARCHITECTURE §1 `bootstrap.tsx`): the
 * remote's `Root` alone in `#root`, with the portal providers, the API client configured as the shell does it
 * (bearer token, Accept-Language, 401 → signed out) and {@link DevLogin}. In the portal the shell mounts `./app`.
 */
export async function mountStandalone(Root: ComponentType<{ basename: string }>, remote: string): Promise<void> {
  await initI18n();
  configureApi({
    getToken: () => useSessionStore.getState().token,
    getLocale: getApiLocale,
    onUnauthorized: () => useSessionStore.getState().logout(),
    onNotFound: () => undefined,
  });
  await useSessionStore.getState().reload();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PortalProviders>
        <DevLogin remote={remote}>
          <Root basename="/" />
        </DevLogin>
      </PortalProviders>
    </StrictMode>,
  );
}
