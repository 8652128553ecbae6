import type { Video } from '@portal/domain';
import { ConfirmAction, useApiError } from '@portal/ui';
import { App, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useDeleteVideoMutation } from '../api/delete-video';

/** Props of {@link VideoItemActions}. */
export interface VideoItemActionsProps {
  video: Video;
}

/**
 * The write actions of one video (issue 13 "Videos"; writers only: super admin, management, support): "Edit" opens
 * /helpdesk/videos/edit/{id}; "Delete" first asks "Are you sure you want to delete this video?" (Yes / No, spec §8
 * confirmations) and, once deleted (DELETE /videos/{id}), says so; the list reloads without it. A refused delete
 * shows the API error (spec §8).
 */
export function VideoItemActions({ video }: VideoItemActionsProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const deletion = useDeleteVideoMutation(video.id);

  async function remove() {
    try {
      await deletion.mutateAsync();
      void message.success(t('videos.item.deleted'));
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <Space size={4}>
      <Button size="small" onClick={() => navigate(`/helpdesk/videos/edit/${video.id}`)}>
        {t('videos.item.edit')}
      </Button>
      <ConfirmAction action={t('videos.item.deleteAction')} onConfirm={remove}>
        <Button size="small" danger>
          {t('videos.item.delete')}
        </Button>
      </ConfirmAction>
    </Space>
  );
}
