import type { Ticket, TicketStatus } from '@portal/domain';
import { useApiError } from '@portal/ui';
import { App, Select } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useSetTicketStatusMutation } from '../api/set-ticket-status';
import { TicketStatusTag } from './ticket-tags';

/** Props of {@link TicketStatusControl}. */
export interface TicketStatusControlProps {
  ticket: Ticket;
  /** Handlers (super admin, management, support) change the status; everyone else reads it. */
  canChange: boolean;
}

/**
 * The status of a ticket (spec §4). Handlers get a select offering exactly the statuses the server allows from
 * here (`ticket.allowedStatuses`, TICKET_TRANSITIONS); choosing "Closed" first asks for confirmation, because
 * closed is final. PUT /tickets/{id}/status; on success "Status changed to …", a failure is shown (spec §8).
 * Others, and handlers of a ticket that allows no change (closed), see the status as a tag.
 */
export function TicketStatusControl({ ticket, canChange }: TicketStatusControlProps) {
  const { t } = useHelpdeskTranslation();
  const { message, modal } = App.useApp();
  const showApiError = useApiError();
  const setStatus = useSetTicketStatusMutation(ticket.id);

  if (!canChange || ticket.allowedStatuses.length === 0) return <TicketStatusTag status={ticket.status} />;

  async function change(status: TicketStatus) {
    try {
      await setStatus.mutateAsync(status);
      void message.success(t('tickets.handling.statusChanged', { status: t(`tickets.status.${status}`) }));
    } catch (error) {
      showApiError(error);
    }
  }

  function choose(status: TicketStatus) {
    if (status !== 'closed') return void change(status);
    modal.confirm({
      title: t('tickets.handling.closeTitle', { id: ticket.id }),
      content: t('tickets.handling.closeContent'),
      okText: t('tickets.handling.closeOk'),
      okButtonProps: { danger: true },
      cancelText: t('tickets.handling.cancel'),
      onOk: () => change('closed'),
    });
  }

  return (
    <Select<{ value: TicketStatus; label: string }>
      aria-label={t('tickets.fields.status')}
      labelInValue
      // The current status is shown but not offered: the options are exactly where it may go.
      value={{ value: ticket.status, label: t(`tickets.status.${ticket.status}`) }}
      onChange={(next) => choose(next.value)}
      loading={setStatus.isPending}
      disabled={setStatus.isPending}
      options={ticket.allowedStatuses.map((value) => ({ value, label: t(`tickets.status.${value}`) }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 200 }}
    />
  );
}
