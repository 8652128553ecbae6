import { Menu, Tag, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { preloadRemoteApp } from '../boot/federation-runtime';
import { SHELL_NS } from '../i18n/shell-namespace';
import { useRemoteStatusStore } from '../remote-outlet/remote-status-store';
import type { MenuLeaf, MenuNode } from './build-menu';
import { menuIcon } from './menu-icons';

type MenuItems = NonNullable<MenuProps['items']>;

/** The leaf whose path is the longest prefix of `pathname` (so /organizations/12 highlights Customers). */
function selectedLeaf(nodes: MenuNode[], pathname: string): MenuLeaf | undefined {
  const leaves = nodes.flatMap((node) => (node.type === 'group' ? node.children : [node]));
  return leaves
    .filter((leaf) => pathname === leaf.path || (leaf.path !== '/' && pathname.startsWith(`${leaf.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * The side menu of the main layout (ARCHITECTURE §4). Hovering or focusing an entry of a remote preloads that
 * remote; entries of a remote that failed to load stay visible, marked unavailable.
 */
export function SideMenu({ nodes }: { nodes: MenuNode[] }) {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const statuses = useRemoteStatusStore((s) => s.statuses);

  const items = useMemo<MenuItems>(() => {
    const leaf = (entry: MenuLeaf) => ({
      key: entry.key,
      icon: menuIcon(entry.icon),
      label: (
        <Link
          to={entry.path}
          onMouseEnter={entry.remote ? () => preloadRemoteApp(entry.remote!) : undefined}
          onFocus={entry.remote ? () => preloadRemoteApp(entry.remote!) : undefined}
        >
          {entry.label}
          {entry.remote && statuses[entry.remote] === 'unavailable' && (
            <Tag color="warning" style={{ marginInlineStart: 8 }}>
              {t('menu.unavailable')}
            </Tag>
          )}
        </Link>
      ),
    });
    return nodes.map((node) =>
      node.type === 'group'
        ? { key: node.key, label: node.label, icon: menuIcon(node.children[0]?.icon), children: node.children.map(leaf) }
        : leaf(node),
    );
  }, [nodes, statuses, t]);

  const selected = selectedLeaf(nodes, pathname);
  const openGroup = nodes.find((node) => node.type === 'group' && node.children.some((c) => c.key === selected?.key));

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected.key] : []}
      defaultOpenKeys={openGroup ? [openGroup.key] : []}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
