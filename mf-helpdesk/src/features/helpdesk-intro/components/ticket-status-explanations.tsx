import { TICKET_STATUSES } from '@portal/domain';
import { Descriptions } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/**
 * What each ticket status means for the customer (spec §4 ticket statuses, in their order): the status as the
 * ticket screens name it, and one sentence on what happens next.
 */
export function TicketStatusExplanations() {
  const { t } = useHelpdeskTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={TICKET_STATUSES.map((status) => ({
        key: status,
        label: t(`helpdeskIntro.statuses.${status}.label`),
        children: t(`helpdeskIntro.statuses.${status}.text`),
      }))}
    />
  );
}
