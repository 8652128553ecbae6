import { Navigate, Route, Routes } from 'react-router-dom';
import { BlankLayout } from '../layouts/blank-layout';
import { MainLayout } from '../layouts/main-layout';
import { NotFoundLayout } from '../layouts/not-found-layout';
import { UnauthorizedLayout } from '../layouts/unauthorized-layout';
import { usePortal } from '../portal-context';
import { RemoteHome } from '../features/home/remote-home';
import { RemoteOutlet } from '../remote-outlet/remote-outlet';
import { layoutOf, type PortalRoute, type ShellLayout } from './route-table';

const LAYOUTS: Record<ShellLayout, () => React.JSX.Element> = {
  main: MainLayout,
  unauthorized: UnauthorizedLayout,
  '404': NotFoundLayout,
  blank: () => <BlankLayout />,
};

function RouteElement({ route }: { route: PortalRoute }) {
  const { registry } = usePortal();
  if (route.kind === 'shell') return <route.Component />;
  if (route.path === '/') return <RemoteHome route={route} timeoutMs={registry.loadTimeoutMs} />;
  // Keyed by remote: moving between routes of one remote keeps its parcel mounted (it is updated instead).
  return <RemoteOutlet key={route.remote} route={route} timeoutMs={registry.loadTimeoutMs} />;
}

/**
 * The portal's routes: every route of the table inside its layout (spec §2), and any unknown path → /404.
 */
export function AppRoutes({ table }: { table: PortalRoute[] }) {
  return (
    <Routes>
      {(Object.keys(LAYOUTS) as ShellLayout[]).map((layout) => {
        const Layout = LAYOUTS[layout];
        return (
          <Route key={layout} element={<Layout />}>
            {table
              .filter((route) => layoutOf(route) === layout)
              .map((route) => (
                <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
              ))}
          </Route>
        );
      })}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
