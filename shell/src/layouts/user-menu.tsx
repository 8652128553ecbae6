import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSessionStore } from '@portal/session';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace';
import { ShellButton } from '../ui/controls';

/**
 * The header's user menu (spec §2): the user's name (a menu button, "User menu for {name}") opening a menu with
 * "Log out"; signed out: "Log in". ARIA menu-button pattern; Escape or a click outside closes it.
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
  const itemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    itemRef.current?.focus();
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
        <UserOutlined aria-hidden="true" /> {user.name} <DownOutlined aria-hidden="true" className="shell-caret" />
      </ShellButton>
      {open && (
        <ul id={menuId} role="menu" className="shell-dropdown">
          <li role="none">
            <button
              ref={itemRef}
              type="button"
              role="menuitem"
              className="shell-dropdown-item"
              onClick={() => {
                setOpen(false);
                logout();
                navigate('/login', { replace: true });
              }}
            >
              <LogoutOutlined aria-hidden="true" /> {t('user.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
