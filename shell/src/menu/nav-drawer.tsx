import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHELL_NS } from '../i18n/shell-namespace';
import { ShellButton } from '../ui/controls';
import type { MenuNode } from './build-menu';
import { SideMenu } from './side-menu';

/**
 * The main menu on narrow screens (issue 11: phone and tablet, below 992 px, where the side menu is hidden):
 * a "Open menu" button in the header opening the same menu in a modal drawer — the native `<dialog>`, so focus
 * stays inside, Escape and the backdrop close it and focus returns to the button. Choosing an entry navigates
 * and closes it. Renders nothing when the user has no menu entries.
 */
export function NavDrawer({ nodes }: { nodes: MenuNode[] }) {
  const { t } = useTranslation(SHELL_NS);
  const { pathname } = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Open for the path it was opened on: choosing an entry (the path changes) closes it, without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (value: boolean) => setOpenedOn(value ? pathname : null);
  const drawerId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (nodes.length === 0) return null;
  return (
    <>
      <ShellButton
        variant="text"
        className="portal-nav-toggle"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <MenuOutlined aria-hidden="true" />
      </ShellButton>
      <dialog
        ref={dialogRef}
        id={drawerId}
        className="portal-nav-drawer"
        aria-label={t('menu.label')}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself, outside its panel.
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className="portal-nav-drawer-panel">
          <div className="portal-nav-drawer-head">
            <ShellButton variant="text" aria-label={t('menu.close')} onClick={() => setOpen(false)}>
              <CloseOutlined aria-hidden="true" />
            </ShellButton>
          </div>
          <nav aria-label={t('menu.label')}>
            <SideMenu nodes={nodes} />
          </nav>
        </div>
      </dialog>
    </>
  );
}
