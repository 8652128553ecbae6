import { DeleteOutlined } from '@ant-design/icons';
import { ConfirmAction } from '@portal/ui';
import { Button } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useDeleteAsSpam } from '../hooks/use-delete-as-spam';

/** Props of {@link DeleteAsSpamButton}. */
export interface DeleteAsSpamButtonProps {
  /** The mails it deletes; none disables the button. */
  ids: number[];
  /** The button's text, e.g. "Delete as spam" (one row) or "Delete selected (3)". */
  label: string;
  size?: 'small' | 'middle';
}

/**
 * Deletes mails of the Unknown users queue as spam (handlers; issue 13), after asking "Are you sure you want to
 * delete 3 mails as spam?" (spec §8 confirmations, as the FAQ's delete); "No" sends nothing. Then "3 mails
 * deleted" and the queue reloads without them.
 */
export function DeleteAsSpamButton({ ids, label, size = 'small' }: DeleteAsSpamButtonProps) {
  const { t } = useHelpdeskTranslation();
  const deleteAsSpam = useDeleteAsSpam();
  return (
    <ConfirmAction
      action={t('unknownSenders.actions.deleteAction', { count: ids.length })}
      okText={t('unknownSenders.actions.confirmDelete')}
      disabled={ids.length === 0}
      onConfirm={() => deleteAsSpam(ids)}
    >
      <Button size={size} danger icon={<DeleteOutlined aria-hidden />} disabled={ids.length === 0}>
        {label}
      </Button>
    </ConfirmAction>
  );
}
