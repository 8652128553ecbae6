import { useLocale } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { LanguageSwitch } from '@portal/ui';
import { Layout, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { OverrideBanner } from '../features/overrides/override-banner';
import { RemotesPanel } from '../features/overrides/remotes-panel';
import { useRemotesPanelShortcut } from '../features/overrides/use-remotes-panel-shortcut';
import { SHELL_NS } from '../i18n/shell-namespace';
import { buildMenu } from '../menu/build-menu';
import { SideMenu } from '../menu/side-menu';
import { usePortal } from '../portal-context';
import { SiteFooter } from './site-footer';
import { UserMenu } from './user-menu';

/**
 * The main layout (spec §2): header (app name, language switch, user menu), side menu, content and footer.
 * Landmarks: banner, navigation (menu, footer links), main, contentinfo; a skip link leads to the content.
 */
export function MainLayout() {
  const { t } = useTranslation(SHELL_NS);
  const locale = useLocale();
  const user = useSessionStore((s) => s.user);
  const { table, registry } = usePortal();
  const [remotesOpen, setRemotesOpen] = useState(false);
  const nodes = useMemo(() => buildMenu(table, user, locale), [table, user, locale]);
  useRemotesPanelShortcut(registry.allowOverrides, () => setRemotesOpen(true));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <Layout.Header className="portal-header">
        <Link to="/" className="portal-app-name">
          {t('app.name')}
        </Link>
        <Space size="middle">
          <LanguageSwitch />
          <UserMenu />
        </Space>
      </Layout.Header>
      <Layout>
        {nodes.length > 0 && (
          <Layout.Sider width={240} breakpoint="lg" collapsedWidth={0} theme="light" className="portal-sider">
            <nav aria-label={t('menu.label')}>
              <SideMenu nodes={nodes} />
            </nav>
          </Layout.Sider>
        )}
        <Layout.Content id="main-content" tabIndex={-1} className="portal-content">
          <OverrideBanner />
          <Outlet />
        </Layout.Content>
      </Layout>
      <Layout.Footer className="portal-footer">
        <SiteFooter onOpenRemotes={registry.allowOverrides ? () => setRemotesOpen(true) : undefined} />
        <Typography.Text type="secondary">© {new Date().getFullYear()} {t('app.name')}</Typography.Text>
      </Layout.Footer>
      {registry.allowOverrides && <RemotesPanel open={remotesOpen} onClose={() => setRemotesOpen(false)} />}
    </Layout>
  );
}
