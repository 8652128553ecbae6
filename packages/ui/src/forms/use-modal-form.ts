import { useEffect, useState } from 'react';
import { usePortalForm, type PortalFormOptions } from './use-portal-form';

/** Options of {@link useModalForm}: those of {@link usePortalForm}. */
export type ModalFormOptions<V> = PortalFormOptions<V>;

/**
 * {@link usePortalForm} for an add/edit dialog: OK submits the form and shows a spinner while saving; a failed
 * save keeps the dialog open with the errors on their fields. The portal's dialogs are mounted when opened and
 * unmounted when closed (OK, Cancel, Escape), which leaves antd no element to give the focus back to: the hook
 * returns it to the element that had it when the dialog opened (WCAG 2.4.3, the button that opened it). Spread
 * `modalProps` on the antd Modal and `formProps` on its Form.
 */
export function useModalForm<V extends object>(options: ModalFormOptions<V>) {
  // No unsaved-changes question: the dialog's mask keeps the page's links out of reach; Cancel discards.
  const portalForm = usePortalForm<V>({ guardUnsaved: false, ...options });
  // Read while rendering the first time: the dialog's own effects (children run first) move the focus inside.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    return () => {
      // After the dialog's own cleanup (antd moves focus while it unmounts).
      if (opener instanceof HTMLElement) setTimeout(() => opener.isConnected && opener.focus(), 0);
    };
  }, [opener]);
  return {
    ...portalForm,
    modalProps: {
      open: true,
      confirmLoading: portalForm.saving,
      onOk: portalForm.submit,
    },
  };
}
