import { createTestQueryClient } from '@portal/api/src/testing/test-query-client';
import { i18n, initI18n } from '@portal/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PortalProviders } from './portal-providers';

/** Shows the router location in the page so tests can read URL search params. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The current path + search of {@link renderUi}'s router. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';

/**
 * Renders inside PortalProviders (with a fresh query client, so tests never share cached answers) and a memory
 * router at `path`, in `locale`. Returns Testing Library's result and the query client.
 */
export async function renderUi(
  ui: ReactNode,
  { path = '/', locale = 'en' }: { path?: string; locale?: 'en' | 'nl' } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  await initI18n();
  await i18n.changeLanguage(locale);
  const queryClient = createTestQueryClient();
  let result!: RenderResult;
  // Inside act, so the first load (a resolved promise in tests) settles before the test looks at the page.
  await act(async () => {
    result = render(
      <PortalProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </PortalProviders>,
    );
  });
  return { ...result, queryClient };
}
