import { IconProvider } from '@ant-design/icons';
import { configureApi } from '@portal/api';
import { getApiLocale, i18n, initI18n } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { cspNonce } from '@portal/ui';
import { startTransition, StrictMode } from 'react';
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
  // Each step in a task of its own, after the modules' evaluation (issue 18: total blocking time).
  await yieldToMain();
  const { registry, overrides, registryFailed } = await loadPortalRegistry(
    window.location,
    window.localStorage,
  );
  registerRegistry(registry);
  // The first screen's remote loads beside the i18n and session steps, not after the first render (issue 18).
  warmUpFirstScreen(registry, window.location.pathname);
  start({ urlRerouteOnly: true });
  await yieldToMain();

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
  await yieldToMain();
  await useSessionStore.getState().reload();

  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for all of it (issue 18: Lighthouse's total blocking time on /login); the prerendered page shows meanwhile.
  startTransition(() =>
    root.render(
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
    ),
  );
  // Off the critical path: mark remotes that do not answer, so their menu entries show "unavailable".
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  idle(() => void probeRemotes(registry));
}

/**
 * Ends the current task, so the browser can paint and handle input before the boot's next step (issue 18): a
 * promise that resolves in a new task (`scheduler.yield()` where the browser has it, which keeps the boot's priority).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

void boot();
