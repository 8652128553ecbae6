import { i18n } from '@portal/i18n';
import { Popconfirm } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /**
   * The action in the interface language, completing "Are you sure you want to …?", e.g. "remove this address"
   * (nl: "dit adres verwijderen" → "Weet u zeker dat u dit adres verwijderen wilt?"). Spec §8 confirmations.
   */
  action: string;
  /** Runs on "Yes"; while a returned promise is pending the button shows a spinner and the popup stays open. */
  onConfirm: () => unknown;
  /** The trigger, usually a `<Button>`: it opens the question on click, Enter or Space. */
  children: ReactElement;
  /** Marks the confirm button as dangerous (deletions); default true. */
  danger?: boolean;
  /** Overrides the confirm button text (default "Yes"). */
  okText?: ReactNode;
  /** Disables the trigger's confirmation. */
  disabled?: boolean;
}

/**
 * Asks "Are you sure you want to …?" before a destructive action (spec §8: remove address, remove employee,
 * delete announcement, delete file). Keyboard accessible: the trigger is a button, the popup's buttons take
 * focus in order, Escape closes it.
 */
export function ConfirmAction({ action, onConfirm, children, danger = true, okText, disabled }: ConfirmActionProps) {
  const { t } = useTranslation('common', { i18n });
  return (
    <Popconfirm
      title={t('confirm.question', { action })}
      okText={okText ?? t('actions.yes')}
      cancelText={t('actions.no')}
      okButtonProps={{ danger }}
      disabled={disabled}
      onConfirm={async () => {
        await onConfirm();
      }}
    >
      {children}
    </Popconfirm>
  );
}
