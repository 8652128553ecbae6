/**
 * Component-test helpers every remote uses (ARCHITECTURE §7), imported by tests only as
 * `@portal/ui/src/testing/remote-test-kit` (not exported from the package entry, so no bundle carries
 * Testing Library).
 */
import { createTestQueryClient } from '@portal/api/src/testing/test-query-client';
import type { Role } from '@portal/domain';
import { addRemoteNamespace, i18n, initI18n, type NamespaceCatalogs } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PortalProviders } from '../portal-providers';

/** Shows the router's current location, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * The test kit of one remote: `setUpI18n(locale)` initialises the one i18n instance with the remote's namespace,
 * `signInAs(roles, organizationId)` puts a signed-in user into the session store (staff: no organization),
 * `renderPage(element, {path, route})` renders a page inside PortalProviders and a memory router the way the parcel
 * does, with a fresh query client per render (no retries, so tests never share cached answers; returned as
 * `queryClient`), and `currentLocation()` reads the path (+ query) the page navigated to. Answer the page's
 * requests with the fake API of `@portal/api/src/testing/fake-api`.
 */
export function createRemoteTestKit(ns: string, catalogs: NamespaceCatalogs) {
  return {
    async setUpI18n(locale: 'en' | 'nl' = 'en'): Promise<void> {
      await initI18n();
      addRemoteNamespace(ns, catalogs);
      await i18n.changeLanguage(locale);
    },

    signInAs(roles: Role[], organizationId: number | null = null): void {
      useSessionStore.setState({
        token: 'test-token',
        user: { id: 1, organizationId, email: 'user@provider.example', name: 'Test User', roles, subsystems: [] },
        organization: null,
        expiresAt: Date.now() + 3_600_000,
      });
    },

    currentLocation(): string {
      return screen.getByTestId('location').textContent ?? '';
    },

    renderPage(element: ReactElement, { path, route }: { path: string; route: string }) {
      const queryClient = createTestQueryClient();
      const result = render(
        <PortalProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </PortalProviders>,
      );
      return { ...result, queryClient };
    },
  };
}
