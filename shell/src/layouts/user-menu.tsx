import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useSessionStore } from '@portal/session';
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace';
import { ShellButton } from '../ui/controls';

interface UserMenuItem {
  key: string;
  icon: ReactNode;
  label: string;
  run: () => void;
}

/**
 * The header's user menu (spec §2): the user's name (a menu button, "User menu for {name}") opening a menu with
 * "My profile" (/profile), "Settings" (/settings) and "Log out"; signed out: "Log in". ARIA menu-button pattern:
 * opening focuses the first item, Arrow Up/Down and Home/End move between items, Escape or a click outside
 * closes it and Escape returns focus to the button.
 */
export function UserMenu() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const logout = useSessionStore((s) => s.logout);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return undefined;
    itemRefs.current[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) {
    return (
      <ShellButton variant="primary" onClick={() => navigate('/login')}>
        {t('user.login')}
      </ShellButton>
    );
  }

  const go = (path: string) => () => {
    setOpen(false);
    navigate(path);
  };
  const items: UserMenuItem[] = [
    { key: 'profile', icon: <UserOutlined aria-hidden="true" />, label: t('user.profile'), run: go('/profile') },
    { key: 'settings', icon: <SettingOutlined aria-hidden="true" />, label: t('user.settings'), run: go('/settings') },
    {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden="true" />,
      label: t('user.logout'),
      run: () => {
        setOpen(false);
        logout();
        navigate('/login', { replace: true });
      },
    },
  ];

  /** Arrow keys, Home and End move the focus between the items (wrapping around). */
  function moveFocus(event: ReactKeyboardEvent<HTMLUListElement>) {
    const count = items.length;
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const next =
      event.key === 'ArrowDown'
        ? (current + 1) % count
        : event.key === 'ArrowUp'
          ? (current - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    itemRefs.current[next]?.focus();
  }

  return (
    <div className="shell-menu-button" ref={rootRef}>
      <ShellButton
        ref={buttonRef}
        variant="text"
        aria-label={t('user.menu', { name: user.name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <UserOutlined aria-hidden="true" /> <span className="portal-user-name">{user.name}</span>{' '}
        <DownOutlined aria-hidden="true" className="shell-caret" />
      </ShellButton>
      {open && (
        <ul id={menuId} role="menu" className="shell-dropdown" onKeyDown={moveFocus}>
          {items.map((item, index) => (
            <li role="none" key={item.key}>
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="shell-dropdown-item"
                onClick={item.run}
              >
                {item.icon} {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
