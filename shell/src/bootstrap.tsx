import { IconProvider } from '@ant-design/icons';
import { configureApi } from '@portal/api';
import { getApiLocale, i18n, initI18n } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { cspNonce } from '@portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { navigateToUrl, start } from 'single-spa';
import { App } from './app';
import { registerRegistry } from './boot/federation-runtime';
import { loadPortalRegistry } from './boot/load-portal-registry';
import { warmUpFirstScreen } from './boot/warm-up-first-screen';
import { registerShellNamespace } from './i18n/shell-namespace';
import { probeRemotes } from './remote-outlet/probe-remotes';

/**
 * Shell boot (ARCHITECTURE §2): registry (+ overrides; inline in the page) → registerPlugins + registerRemotes on
 * the build plugin's federation instance → the remote of the address starts loading (warmUpFirstScreen, issue 18) →
 * single-spa start() → i18n and session → render the router. Other remotes load when one of their routes is
 * visited (or their menu entry hovered).
 */
async function boot(): Promise<void> {
  const { registry, overrides, registryFailed } = await loadPortalRegistry(
    window.location,
    window.localStorage,
  );
  registerRegistry(registry);
  // The first screen's remote loads beside the i18n and session steps, not after the first render (issue 18).
  warmUpFirstScreen(registry, window.location.pathname);
  start({ urlRerouteOnly: true });

  await initI18n();
  registerShellNamespace();
  configureApi({
    getToken: () => useSessionStore.getState().token,
    getLocale: getApiLocale,
    onUnauthorized: () => {
      // The server refused the session (ended, or expired): the login page says so.
      useSessionStore.getState().logout({ reason: 'sessionEnded' });
      if (window.location.pathname !== '/login') navigateToUrl('/login');
    },
    onNotFound: () => navigateToUrl('/404'),
  });
  await useSessionStore.getState().reload();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* No PortalProviders (antd) here: the shell's own pages are antd-free; each remote parcel and each lazily
          loaded antd part of the shell wraps itself in PortalProviders (ARCHITECTURE §2 "Bundle weight"). */}
      <I18nextProvider i18n={i18n}>
        {/* The shell's icons (user menu, bell) insert their style with the page's CSP nonce (issue 20). */}
        <IconProvider value={{ csp: { nonce: cspNonce() } }}>
          <BrowserRouter>
            <App registry={registry} overrides={overrides} registryFailed={registryFailed} />
          </BrowserRouter>
        </IconProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  // Off the critical path: mark remotes that do not answer, so their menu entries show "unavailable".
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  idle(() => void probeRemotes(registry));
}

void boot();
