import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { preloadRemoteApp } from '../boot/federation-runtime';
import { SHELL_NS } from '../i18n/shell-namespace';
import { useRemoteStatusStore } from '../remote-outlet/remote-status-store';
import type { MenuGroup, MenuLeaf, MenuNode } from './build-menu';
import { menuIcon } from './menu-icons';

/** The leaf whose path is the longest prefix of `pathname` (so /organizations/12 highlights Customers). */
function selectedLeaf(nodes: MenuNode[], pathname: string): MenuLeaf | undefined {
  const leaves = nodes.flatMap((node) => (node.type === 'group' ? node.children : [node]));
  return leaves
    .filter((leaf) => pathname === leaf.path || (leaf.path !== '/' && pathname.startsWith(`${leaf.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

function MenuLink({ entry, selected }: { entry: MenuLeaf; selected: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const unavailable = useRemoteStatusStore((s) => (entry.remote ? s.statuses[entry.remote] === 'unavailable' : false));
  const preload = entry.remote ? () => preloadRemoteApp(entry.remote!) : undefined;
  return (
    <li>
      <Link
        to={entry.path}
        className={selected ? 'portal-menu-link is-selected' : 'portal-menu-link'}
        aria-current={selected ? 'page' : undefined}
        onMouseEnter={preload}
        onFocus={preload}
      >
        <span className="portal-menu-icon" aria-hidden="true">
          {menuIcon(entry.icon)}
        </span>
        {entry.label}
        {unavailable && <span className="shell-tag shell-tag-warning">{t('menu.unavailable')}</span>}
      </Link>
    </li>
  );
}

function MenuGroupItem({ group, selectedKey }: { group: MenuGroup; selectedKey?: string }) {
  const [open, setOpen] = useState(() => group.children.some((child) => child.key === selectedKey));
  const holdsSelected = group.children.some((child) => child.key === selectedKey);
  // Opens when navigation reaches one of its entries (state adjusted during render, no effect).
  const [openedFor, setOpenedFor] = useState(holdsSelected);
  if (holdsSelected !== openedFor) {
    setOpenedFor(holdsSelected);
    if (holdsSelected) setOpen(true);
  }
  const listId = `menu-group-${group.key.replace(/[^\w-]/g, '-')}`;
  return (
    <li>
      <button
        type="button"
        className="portal-menu-group"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="portal-menu-icon" aria-hidden="true">
          {menuIcon(group.children[0]?.icon)}
        </span>
        {group.label}
        <span className={open ? 'portal-menu-arrow is-open' : 'portal-menu-arrow'} aria-hidden="true" />
      </button>
      <ul id={listId} className="portal-menu-sub" hidden={!open}>
        {group.children.map((entry) => (
          <MenuLink key={entry.key} entry={entry} selected={entry.key === selectedKey} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The side menu of the main layout (ARCHITECTURE §4): a list of links; a group (manifest `menu.group`) is a
 * disclosure button (open when it holds the current page). Hovering or focusing an entry of a remote preloads
 * that remote; entries of a remote that failed to load stay visible, marked unavailable.
 */
export function SideMenu({ nodes }: { nodes: MenuNode[] }) {
  const { pathname } = useLocation();
  const selected = selectedLeaf(nodes, pathname);
  return (
    <ul className="portal-menu">
      {nodes.map((node) =>
        node.type === 'group' ? (
          <MenuGroupItem key={node.key} group={node} selectedKey={selected?.key} />
        ) : (
          <MenuLink key={node.key} entry={node} selected={node.key === selected?.key} />
        ),
      )}
    </ul>
  );
}
