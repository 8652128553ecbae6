import { LanguageSwitch } from '@portal/ui';
import { Card, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace';
import { SiteFooter } from './site-footer';

/** The unauthorized layout (spec §2): a centered card for login, forgot, reset and confirm password. */
export function UnauthorizedLayout() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Layout className="portal-centered">
      <Layout.Content className="portal-centered-content">
        <Card
          className="portal-card"
          title={
            <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
              {t('app.name')}
            </Typography.Title>
          }
          extra={<LanguageSwitch />}
        >
          <Outlet />
        </Card>
      </Layout.Content>
      <Layout.Footer className="portal-footer">
        <SiteFooter />
      </Layout.Footer>
    </Layout>
  );
}
