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

/** The menu's destinations of the signed-in user, except Home itself (same entries, same access rule). */
function useDestinations(): MenuLeaf[] {
  const locale = useLocale();
  const user = useSessionStore((s) => s.user);
  const { table } = usePortal();
  return useMemo<MenuLeaf[]>(
    () =>
      buildMenu(table, user, locale)
        .flatMap((node) => (node.type === 'group' ? node.children : [node]))
        .filter((leaf) => leaf.path !== '/'),
    [table, user, locale],
  );
}

/** The launcher tiles: one link per menu destination; hovering one starts loading its remote. */
function Tiles({ destinations }: { destinations: MenuLeaf[] }) {
  return (
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
  );
}

/**
 * The shell's home page, used when no remote claims `/` or the remote that does is unavailable (fault isolation,
 * issue 12): greets the user by name and links to everything their menu offers. Plain HTML + shell.css (no antd).
 */
export function HomePage() {
  const { t } = useTranslation(SHELL_NS);
  const user = useSessionStore((s) => s.user);
  const destinations = useDestinations();

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
          <Tiles destinations={destinations} />
        </>
      )}
    </section>
  );
}

/**
 * "Quick links": the launcher tiles under a remote's home page (issue 12: the helpdesk remote shows announcements
 * and news on `/`, then the quick links the shell showed before). Nothing when the menu offers nothing else.
 */
export function QuickLinks() {
  const { t } = useTranslation(SHELL_NS);
  const destinations = useDestinations();
  if (destinations.length === 0) return null;
  return (
    <section aria-labelledby="home-quick-links" className="portal-quick-links">
      <h2 id="home-quick-links" className="shell-title-2">
        {t('home.quickLinks')}
      </h2>
      <Tiles destinations={destinations} />
    </section>
  );
}
