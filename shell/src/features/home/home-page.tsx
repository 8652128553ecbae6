import { useLocale } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
import { Card, Col, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { preloadRemoteApp } from '../../boot/federation-runtime';
import { SHELL_NS } from '../../i18n/shell-namespace';
import { buildMenu, type MenuLeaf } from '../../menu/build-menu';
import { menuIcon } from '../../menu/menu-icons';
import { usePortal } from '../../portal-context';

/**
 * The shell's home page, used when no remote claims `/`: greets the user by name and links to everything their
 * menu offers (the same entries, same access rule).
 */
export function HomePage() {
  const { t } = useTranslation(SHELL_NS);
  const locale = useLocale();
  const user = useSessionStore((s) => s.user);
  const { table } = usePortal();
  const destinations = useMemo<MenuLeaf[]>(
    () =>
      buildMenu(table, user, locale)
        .flatMap((node) => (node.type === 'group' ? node.children : [node]))
        .filter((leaf) => leaf.path !== '/'),
    [table, user, locale],
  );

  return (
    <section aria-labelledby="home-title">
      <Typography.Title level={1} id="home-title">
        {t('home.greeting', { name: user?.name ?? '' })}
      </Typography.Title>
      {destinations.length === 0 ? (
        <Typography.Paragraph>{t('home.nothing')}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>{t('home.intro')}</Typography.Paragraph>
          <Row gutter={[16, 16]} role="list">
            {destinations.map((leaf) => (
              <Col key={leaf.key} xs={24} sm={12} lg={8} role="listitem">
                <Link
                  to={leaf.path}
                  onMouseEnter={leaf.remote ? () => preloadRemoteApp(leaf.remote!) : undefined}
                >
                  <Card hoverable size="small">
                    <span aria-hidden="true" style={{ marginInlineEnd: 8 }}>
                      {menuIcon(leaf.icon)}
                    </span>
                    {leaf.label}
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </>
      )}
    </section>
  );
}
