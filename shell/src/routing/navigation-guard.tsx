import { routeText } from '@portal/federation';
import { useLocale } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace';
import { decideNavigation } from './navigation-decision';
import { matchPortalRoute, type PortalRoute } from './route-table';

/**
 * The navigation guard (spec §2, ARCHITECTURE §4), wrapped around all routes so no layout renders before the
 * decision: on every navigation it reloads the current user from the stored token, then applies
 * {@link decideNavigation} to the route the location matches (unknown → /404, signed out → /login with the
 * target kept, no access → /). It also sets the document title from the route's title text.
 */
export function NavigationGuard({ table, children }: { table: PortalRoute[]; children: ReactNode }) {
  const location = useLocation();
  const user = useSessionStore((s) => s.user);
  const reload = useSessionStore((s) => s.reload);
  const locale = useLocale();
  const { t } = useTranslation(SHELL_NS);
  const route = matchPortalRoute(table, location.pathname);

  useLayoutEffect(() => {
    void reload();
  }, [reload, location.pathname, location.search, location.key]);

  const title = route ? routeText(route, route.titleKey, locale) : undefined;
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  const decision = decideNavigation({ access: route?.access, path: route?.path, user, location });
  if (decision.type === 'redirect') {
    return (
      <Navigate
        to={decision.to}
        replace
        state={decision.noAccess ? { noAccess: decision.noAccess } : undefined}
      />
    );
  }
  return <>{children}</>;
}
