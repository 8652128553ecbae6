import type { Announcement } from '@portal/domain';
import { ConfirmAction, useApiError } from '@portal/ui';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useDeleteAnnouncementMutation } from '../api/delete-announcement';
import { AnnouncementStatusDialog } from './announcement-status-dialog';

/** Props of {@link AnnouncementActions}. */
export interface AnnouncementActionsProps {
  announcement: Announcement;
}

/**
 * The write actions of an announcement's page (issue 12; writers only): "Edit", "Close" (open announcements:
 * asks for the final message) or "Reopen" (closed ones), and "Delete", which first asks "Are you sure you want to
 * delete announcement …?" (spec §8) and, once deleted, returns to the list with a message.
 */
export function AnnouncementActions({ announcement }: AnnouncementActionsProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const deletion = useDeleteAnnouncementMutation(announcement.id);
  const [dialog, setDialog] = useState<'close' | 'reopen'>();

  async function remove() {
    try {
      await deletion.mutateAsync();
      void message.success(t('announcements.detail.deleted', { title: announcement.title }));
      navigate('/announcements');
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <>
      <Button onClick={() => navigate(`/announcements/edit/${announcement.id}`)}>
        {t('announcements.detail.edit')}
      </Button>
      {announcement.closed ? (
        <Button onClick={() => setDialog('reopen')}>{t('announcements.status.reopen')}</Button>
      ) : (
        <Button onClick={() => setDialog('close')}>{t('announcements.status.close')}</Button>
      )}
      <ConfirmAction
        action={t('announcements.detail.deleteAction', { title: announcement.title })}
        okText={t('announcements.detail.delete')}
        onConfirm={remove}
      >
        <Button danger>{t('announcements.detail.delete')}</Button>
      </ConfirmAction>
      {dialog && (
        <AnnouncementStatusDialog
          announcement={announcement}
          action={dialog}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}
