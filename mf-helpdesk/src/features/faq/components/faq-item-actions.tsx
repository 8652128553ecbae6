import type { FaqItem } from '@portal/domain';
import { ConfirmAction, useApiError } from '@portal/ui';
import { App, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useDeleteFaqItemMutation } from '../api/delete-faq-item';

/** Props of {@link FaqItemActions}. */
export interface FaqItemActionsProps {
  item: FaqItem;
}

/**
 * The write actions of one FAQ item (issue 13; writers only: super admin, management, support): "Edit" opens
 * /helpdesk/faq/edit/{id}; "Delete" first asks "Are you sure you want to delete this question?" (spec §8
 * confirmations, as for announcements) and, once deleted (DELETE /faq/{id}), says so; the list reloads without it.
 * A refused delete shows the API error (spec §8).
 */
export function FaqItemActions({ item }: FaqItemActionsProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const navigate = useNavigate();
  const deletion = useDeleteFaqItemMutation(item.id);

  async function remove() {
    try {
      await deletion.mutateAsync();
      void message.success(t('faq.item.deleted'));
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <Space size={4}>
      <Button size="small" onClick={() => navigate(`/helpdesk/faq/edit/${item.id}`)}>
        {t('faq.item.edit')}
      </Button>
      <ConfirmAction action={t('faq.item.deleteAction')} okText={t('faq.item.delete')} onConfirm={remove}>
        <Button size="small" danger>
          {t('faq.item.delete')}
        </Button>
      </ConfirmAction>
    </Space>
  );
}
