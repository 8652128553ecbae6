import type { Role } from '@portal/domain';
import { addRemoteNamespace, i18n, initI18n } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { PortalProviders } from '@portal/ui';
import { configure, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DOCUMENTS_NS, documentsCatalogs } from '../i18n/catalogs';

// antd dialogs, selects and tables in jsdom take longer than the default 1 s to appear under parallel load.
configure({ asyncUtilTimeout: 5000 });

/** Initialises the one i18n instance with this remote's namespace, in `locale` (default en). */
export async function setUpI18n(locale: 'en' | 'nl' = 'en'): Promise<void> {
  await initI18n();
  addRemoteNamespace(DOCUMENTS_NS, documentsCatalogs);
  await i18n.changeLanguage(locale);
}

/** Puts a signed-in user with `roles` into the session store (staff: no organization). */
export function signInAs(roles: Role[], organizationId: number | null = null): void {
  useSessionStore.setState({
    token: 'test-token',
    user: { id: 1, organizationId, email: 'user@provider.example', name: 'Test User', roles, subsystems: [] },
    organization: null,
    expiresAt: Date.now() + 3_600_000,
  });
}

/** Shows the router's current location, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** The current path (+ query) of the page rendered by {@link renderPage}. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/**
 * Renders `element` at `path` (matched by the react-router pattern `route`) inside PortalProviders and a
 * memory router, the way the parcel renders a page.
 */
export function renderPage(element: ReactElement, { path, route }: { path: string; route: string }) {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PortalProviders>,
  );
}
