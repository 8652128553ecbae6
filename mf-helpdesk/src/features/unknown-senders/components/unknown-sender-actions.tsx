import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import type { UnknownSenderTicket } from '@portal/domain';
import { Button, Flex } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { DeleteAsSpamButton } from './delete-as-spam-button';

/** Props of {@link UnknownSenderActions}. */
export interface UnknownSenderActionsProps {
  mail: UnknownSenderTicket;
  /** Opens "Link to organization" for this mail. */
  onLink: () => void;
  /** Opens "Create organization and link" for this mail. */
  onCreate: () => void;
}

/**
 * What a handler (super admin, management, support) does with one mail of the Unknown users queue (issue 13):
 * "Link to organization", "Create organization and link" (both open a dialog) and "Delete as spam" (asks first).
 */
export function UnknownSenderActions({ mail, onLink, onCreate }: UnknownSenderActionsProps) {
  const { t } = useHelpdeskTranslation();
  return (
    <Flex gap={4} wrap>
      <Button size="small" icon={<LinkOutlined aria-hidden />} onClick={onLink}>
        {t('unknownSenders.actions.link')}
      </Button>
      <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
        {t('unknownSenders.actions.create')}
      </Button>
      <DeleteAsSpamButton ids={[mail.id]} label={t('unknownSenders.actions.delete')} />
    </Flex>
  );
}
