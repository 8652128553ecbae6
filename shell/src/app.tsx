import { RemoteErrorBoundary, type AppliedOverrides, type Registry } from '@portal/federation';
import { useMemo } from 'react';
import { ScreenFailed } from './features/blank/screen-failed';
import { StagingTools } from './features/overrides/staging-tools';
import { PortalContext, type PortalContextValue } from './portal-context';
import { AppRoutes } from './routing/app-routes';
import { NavigationGuard } from './routing/navigation-guard';
import { buildRouteTable } from './routing/route-table';

/** Props of {@link App}: what the boot learned (ARCHITECTURE §2 boot order). */
export interface AppProps {
  registry: Registry;
  overrides?: Pick<AppliedOverrides, 'active' | 'refused'>;
  registryFailed?: boolean;
}

const NO_OVERRIDES = { active: [], refused: [] };

/**
 * The shell: route table from the registry, the navigation guard and the routes in their layouts. Rendered
 * inside PortalProviders and a router (BrowserRouter at boot, MemoryRouter in tests). A crash that nothing closer
 * catches shows the blank layout's error screen.
 */
export function App({ registry, overrides = NO_OVERRIDES, registryFailed = false }: AppProps) {
  const value = useMemo<PortalContextValue>(
    () => ({ registry, table: buildRouteTable(registry), overrides, registryFailed }),
    [registry, overrides, registryFailed],
  );
  return (
    <PortalContext.Provider value={value}>
      {/* Staging banner and Remotes panel on every page (any layout); nothing in production. */}
      <StagingTools />
      <RemoteErrorBoundary fallback={() => <ScreenFailed />}>
        <NavigationGuard table={value.table}>
          <AppRoutes table={value.table} />
        </NavigationGuard>
      </RemoteErrorBoundary>
    </PortalContext.Provider>
  );
}
