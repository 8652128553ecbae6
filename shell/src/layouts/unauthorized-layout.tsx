import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useRemotesPanelStore } from '../features/overrides/remotes-panel-store';
import { SHELL_NS } from '../i18n/shell-namespace';
import { usePortal } from '../portal-context';
import { LanguageSelect } from '../ui/controls';
import { SiteFooter } from './site-footer';

/**
 * The unauthorized layout (spec §2): a centered card for login, forgot, reset and confirm password. Plain HTML +
 * shell.css (no antd on the way to /login: ARCHITECTURE §2 "Bundle weight").
 */
export function UnauthorizedLayout() {
  const { t } = useTranslation(SHELL_NS);
  const { registry } = usePortal();
  const openRemotes = useRemotesPanelStore((s) => s.show);
  return (
    <div className="portal-centered">
      <main id="main-content" className="portal-centered-content">
        <section className="portal-card">
          <header className="portal-card-head">
            <h1 className="portal-card-title">{t('app.name')}</h1>
            <LanguageSelect />
          </header>
          <div className="portal-card-body">
            <Outlet />
          </div>
        </section>
      </main>
      <footer className="portal-footer">
        <SiteFooter onOpenRemotes={registry.allowOverrides ? openRemotes : undefined} />
      </footer>
    </div>
  );
}
