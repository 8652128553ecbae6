import { useApiError } from '@portal/ui';
import { App } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useDeleteUnknownSendersMutation } from '../api/delete-unknown-senders';

/**
 * Returns `deleteAsSpam(ids)`: deletes these mails of the queue as spam (POST /tickets/unknown/delete) and says
 * how many went ("3 mails deleted"), or shows the API error (spec §8). Resolves either way, once done; the queue
 * has reloaded by then.
 */
export function useDeleteAsSpam(): (ids: number[]) => Promise<void> {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const deletion = useDeleteUnknownSendersMutation();
  return async (ids) => {
    try {
      const deleted = await deletion.mutateAsync(ids);
      void message.success(t('unknownSenders.actions.deleted', { count: deleted }));
    } catch (error) {
      showApiError(error);
    }
  };
}
