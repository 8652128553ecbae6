import { useLocale } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { NoAccessNotice } from '../features/no-access/no-access-notice';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useRemotesPanelStore } from '../features/overrides/remotes-panel-store';
import { SHELL_NS } from '../i18n/shell-namespace';
import { buildMenu } from '../menu/build-menu';
import { NavDrawer } from '../menu/nav-drawer';
import { SideMenu } from '../menu/side-menu';
import { usePortal } from '../portal-context';
import { LanguageSelect } from '../ui/controls';
import { SiteFooter } from './site-footer';
import { UserMenu } from './user-menu';

/**
 * The main layout (spec §2): header (app name, language switch, notification bell, user menu), side menu, content and footer.
 * Below 992 px the side menu gives way to a menu button in the header opening the same menu as a drawer
 * ({@link NavDrawer}); below 576 px the header keeps only icons (names stay as accessible labels).
 * Landmarks: banner, navigation (menu, footer links), main, contentinfo; a skip link leads to the content.
 * Plain HTML + shell.css: the shell's chrome loads no antd.
 */
export function MainLayout() {
  const { t } = useTranslation(SHELL_NS);
  const locale = useLocale();
  const user = useSessionStore((s) => s.user);
  const { table, registry } = usePortal();
  const openRemotes = useRemotesPanelStore((s) => s.show);
  const nodes = useMemo(() => buildMenu(table, user, locale), [table, user, locale]);
  // The bell shows when a remote serves the notification list (issue 12) and someone is signed in.
  const hasNotifications = !!user && table.some((route) => route.path === '/notifications');

  return (
    <div className="portal-layout">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <header className="portal-header">
        <div className="portal-header-start">
          <NavDrawer nodes={nodes} />
          <Link to="/" className="portal-app-name">
            {t('app.name')}
          </Link>
        </div>
        <div className="portal-header-tools">
          <LanguageSelect />
          {hasNotifications && <NotificationBell />}
          <UserMenu />
        </div>
      </header>
      <div className="portal-body">
        {nodes.length > 0 && (
          <aside className="portal-sider">
            <nav aria-label={t('menu.label')}>
              <SideMenu nodes={nodes} />
            </nav>
          </aside>
        )}
        <main id="main-content" tabIndex={-1} className="portal-content">
          <NoAccessNotice />
          <Outlet />
        </main>
      </div>
      <footer className="portal-footer">
        <SiteFooter onOpenRemotes={registry.allowOverrides ? openRemotes : undefined} />
        <span className="portal-copyright">
          © {new Date().getFullYear()} {t('app.name')}
        </span>
      </footer>
    </div>
  );
}
