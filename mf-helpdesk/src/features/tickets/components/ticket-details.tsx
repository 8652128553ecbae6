import type { Ticket } from '@portal/domain';
import { DateText } from '@portal/ui';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { TicketAssigneeControl } from './ticket-assignee-control';
import { TicketStatusControl } from './ticket-status-control';
import { TicketPriorityTag } from './ticket-tags';

/** Props of {@link TicketDetails}. */
export interface TicketDetailsProps {
  ticket: Ticket;
  /** Handlers get the status and assignee as selects (TicketStatusControl, TicketAssigneeControl). */
  isHandler: boolean;
}

/**
 * The facts of a ticket (spec §3 Ticket): status, priority, company (with customer number), requester (name and
 * e-mail), contact person, created (when, and by whom when someone opened it for the requester), last activity and
 * assignee. Missing values show "—".
 */
export function TicketDetails({ ticket, isHandler }: TicketDetailsProps) {
  const { t } = useHelpdeskTranslation();
  const none = t('tickets.none');
  const company = ticket.companyName
    ? ticket.customerNumber
      ? `${ticket.companyName} (${ticket.customerNumber})`
      : ticket.companyName
    : none;
  const items: Array<[string, ReactNode]> = [
    ['status', <TicketStatusControl key="status" ticket={ticket} canChange={isHandler} />],
    ['priority', <TicketPriorityTag key="priority" priority={ticket.priority} />],
    ['assignee', <TicketAssigneeControl key="assignee" ticket={ticket} canChange={isHandler} />],
    ['company', company],
    [
      'requester',
      <span key="requester" style={{ overflowWrap: 'anywhere' }}>
        {ticket.requesterName}
        {ticket.requesterEmail && (
          <>
            {' · '}
            <a href={`mailto:${ticket.requesterEmail}`}>{ticket.requesterEmail}</a>
          </>
        )}
      </span>,
    ],
    ['contactPerson', ticket.contactPerson.trim() || none],
    [
      'createdAt',
      <span key="createdAt">
        <DateText value={ticket.createdAt} withTime />
        {ticket.createdByName && ` · ${t('tickets.detail.createdBy', { name: ticket.createdByName })}`}
      </span>,
    ],
    ['lastActivity', <DateText key="lastActivity" value={ticket.lastActivityAt} withTime />],
  ];

  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      bordered
      items={items.map(([field, children]) => ({
        key: field,
        label: t(`tickets.fields.${field}`),
        children,
      }))}
    />
  );
}
