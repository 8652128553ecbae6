import type { Registry } from '@portal/federation';
import { i18n, initI18n } from '@portal/i18n';
import { PortalProviders } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../app';
import { registerShellNamespace } from '../i18n/shell-namespace';

/** Initialises the one i18n instance with the shell namespace, in `locale` (default en). */
export async function setUpI18n(locale: 'en' | 'nl' = 'en'): Promise<void> {
  await initI18n();
  registerShellNamespace();
  await i18n.changeLanguage(locale);
}

/** Shows the router's current location in the page, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** The current path (+ query) of the shell rendered by {@link renderShell}. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export const EMPTY: Registry = { allowOverrides: false, overrideOrigins: [], loadTimeoutMs: 15_000, remotes: {} };

/** Renders the whole shell (providers, router at `path`, App) as bootstrap does, with a memory router. */
export function renderShell(path: string, registry: Registry = EMPTY) {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <App registry={registry} />
        <LocationProbe />
      </MemoryRouter>
    </PortalProviders>,
  );
}
