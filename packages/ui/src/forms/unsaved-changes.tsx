import { useRemoteNamespace } from '@portal/i18n';
import { App } from 'antd';
import { useEffect, useEffectEvent } from 'react';

/** Texts of the unsaved-changes question, in the `uiForms` namespace (kept with the hook: only it uses them). */
export const UI_FORMS_NS = 'uiForms';

export const uiFormsCatalogs = {
  en: {
    unsaved: {
      title: 'You have unsaved changes',
      content: 'If you leave this page, your changes are lost.',
      leave: 'Leave page',
      stay: 'Stay',
    },
  },
  nl: {
    unsaved: {
      title: 'U hebt niet-opgeslagen wijzigingen',
      content: 'Als u deze pagina verlaat, gaan uw wijzigingen verloren.',
      leave: 'Pagina verlaten',
      stay: 'Blijven',
    },
  },
} as const;

/** What the portal's screens use to leave a page: links, tabs that are routes, and elements marked as leaving. */
const LEAVING = 'a[href], [role="tab"], [data-leaves-page]';

/**
 * The element a click would leave the page through, or null when the click keeps the edits on screen: another
 * button, a modified click (new tab or window), a link to the same page or elsewhere (the browser's own question
 * covers leaving the portal), a download, the tab already open, or a tab inside the form itself.
 */
export function leavingTarget(event: MouseEvent): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(LEAVING) : null;
  if (!target) return null;
  if (target instanceof HTMLAnchorElement) {
    if ((target.target && target.target !== '_self') || target.hasAttribute('download')) return null;
    const url = new URL(target.href, window.location.href);
    if (url.origin !== window.location.origin) return null;
    if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
    return target;
  }
  if (target.getAttribute('role') === 'tab') {
    if (target.getAttribute('aria-selected') === 'true' || target.closest('form')) return null;
  }
  return target;
}

/**
 * Warns before edits are lost (issue 11, spec §5 forms): while `dirty`, a click on a link, a routed tab or an
 * element marked `data-leaves-page` first asks "You have unsaved changes" (Leave page / Stay, Stay focused) and
 * only goes on after "Leave page"; reloading or closing the tab gets the browser's own question (beforeunload).
 *
 * Works across the shell's and every remote's router (each app has its own BrowserRouter, which cannot block
 * another's navigation): the hook listens for clicks on the window in the capture phase, before any router sees
 * them. Not covered: the browser's back and forward buttons (a popstate cannot be cancelled) and navigation the
 * screen starts itself (e.g. after saving).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { modal } = App.useApp();
  const { t } = useRemoteNamespace(UI_FORMS_NS, uiFormsCatalogs);

  const ask = useEffectEvent((target: HTMLElement, release: () => void) => {
    modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
      okButtonProps: { danger: true },
      autoFocusButton: 'cancel',
      onOk: () => {
        release();
        target.click();
      },
      // "Stay": nothing happens; the edits stay on screen.
    });
  });

  useEffect(() => {
    if (!dirty) return;
    let released = false;
    const onClick = (event: MouseEvent) => {
      if (released) return;
      const target = leavingTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      ask(target, () => {
        // Lets this one click through; a screen that stays mounted after it guards again.
        released = true;
        setTimeout(() => {
          released = false;
        }, 0);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released) return;
      event.preventDefault();
      // Older Chromium versions ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}
