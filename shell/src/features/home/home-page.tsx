import { useLocale } from '@portal/i18n';
import { useSessionStore } from '@portal/session';
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
 * menu offers (the same entries, same access rule). Plain HTML + shell.css (no antd on /).
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
      <h1 id="home-title" className="shell-title-1">
        {t('home.greeting', { name: user?.name ?? '' })}
      </h1>
      {destinations.length === 0 ? (
        <p>{t('home.nothing')}</p>
      ) : (
        <>
          <p>{t('home.intro')}</p>
          <ul className="portal-tiles">
            {destinations.map((leaf) => (
              <li key={leaf.key}>
                <Link
                  to={leaf.path}
                  className="portal-tile"
                  onMouseEnter={leaf.remote ? () => preloadRemoteApp(leaf.remote!) : undefined}
                >
                  <span aria-hidden="true" className="portal-tile-icon">
                    {menuIcon(leaf.icon)}
                  </span>
                  {leaf.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
