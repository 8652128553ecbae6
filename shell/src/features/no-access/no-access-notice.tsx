import { routeText } from '@portal/federation';
import { useLocale } from '@portal/i18n';
import { canAccess, useSessionStore } from '@portal/session';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../../i18n/shell-namespace';
import { usePortal } from '../../portal-context';
import type { NoAccess } from '../../routing/navigation-decision';
import { matchPortalRoute } from '../../routing/route-table';

/** The "More services" page of the customers remote, where an organization asks for a subsystem (issue 3). */
const MORE_SERVICES_PATH = '/more-services';

/**
 * Says why the user landed on Home after the guard refused a page (issue 15: "a customer without the subsystem is
 * sent to `/` and sees the 'More services' way to ask for it"; spec §2 "a user without access goes to /"): for a
 * page of a subsystem their organization lacks, "Your organization does not have {page} yet." with a link to More
 * services (when the user may open it); for a page of other roles, "You do not have access to {page}." The page is
 * named by its menu label, else its title. Reads the redirect's router state (NavigationGuard); "Close" clears it.
 * Renders nothing otherwise. Plain HTML + shell.css, as the rest of the shell's chrome.
 */
export function NoAccessNotice() {
  const { t } = useTranslation(SHELL_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const user = useSessionStore((s) => s.user);
  const { table } = usePortal();
  const noAccess = (location.state as { noAccess?: NoAccess } | null)?.noAccess;
  if (!noAccess || location.pathname !== '/') return null;

  const route = matchPortalRoute(table, noAccess.path);
  const page = route ? routeText(route, route.menu?.labelKey ?? route.titleKey, locale) : noAccess.path;
  const moreServices = table.find((r) => r.path === MORE_SERVICES_PATH);
  const canAsk = noAccess.subsystem !== undefined && !!moreServices && canAccess(user, moreServices.access);

  return (
    <div role="status" className="portal-notice">
      <p>
        {noAccess.subsystem !== undefined ? t('noAccess.subsystem', { page }) : t('noAccess.role', { page })}{' '}
        {canAsk && <Link to={MORE_SERVICES_PATH}>{t('noAccess.ask')}</Link>}
      </p>
      <button
        type="button"
        className="portal-notice-close"
        onClick={() => void navigate('/', { replace: true, state: null })}
      >
        {t('noAccess.close')}
      </button>
    </div>
  );
}
