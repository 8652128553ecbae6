import { configureApi } from '@portal/api';
import { getApiLocale, initI18n } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { PortalProviders } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevLogin } from './dev/dev-login';
import { Root } from './root';

/**
 * Standalone development mount (`pnpm --filter mf-documents dev`): the remote alone, with the portal providers,
 * the API client configured like the shell does it, and a dev sign-in. In the portal, the shell mounts
 * `./app` instead and this file is not used.
 */
async function mountStandalone(): Promise<void> {
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
        <DevLogin>
          <Root basename="/" />
        </DevLogin>
      </PortalProviders>
    </StrictMode>,
  );
}

void mountStandalone();
