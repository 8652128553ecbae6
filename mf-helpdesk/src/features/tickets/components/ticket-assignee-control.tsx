import type { Ticket } from '@portal/domain';
import { useApiError } from '@portal/ui';
import { App, Select } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useTicketAssigneesQuery } from '../api/list-ticket-assignees';
import { useSetTicketAssigneeMutation } from '../api/set-ticket-assignee';

/** The select's value for "no assignee" (antd options need a value; the API takes null). */
const UNASSIGNED = 'unassigned';

/** Props of {@link TicketAssigneeControl}. */
export interface TicketAssigneeControlProps {
  ticket: Ticket;
  /** Handlers (super admin, management, support) assign; everyone else reads who it is assigned to. */
  canChange: boolean;
}

/**
 * Who a ticket is assigned to (spec §3 "assigned to"). Handlers get a select of "Unassigned" and the helpdesk's
 * employees (GET /tickets/assignees); a choice is saved at once (PUT /tickets/{id}/assignee, null for unassigned)
 * with "Assigned to …" or "The ticket is unassigned"; a failure is shown (spec §8). Others see the name, or
 * "Unassigned".
 */
export function TicketAssigneeControl({ ticket, canChange }: TicketAssigneeControlProps) {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const assignees = useTicketAssigneesQuery(canChange);
  const setAssignee = useSetTicketAssigneeMutation(ticket.id);

  if (!canChange) return <>{ticket.assigneeName ?? t('tickets.unassigned')}</>;

  const options = (assignees.data ?? []).map((employee) => ({ value: employee.id, label: employee.name }));
  // Someone no longer among the handlers still shows by name.
  if (ticket.assigneeId !== null && !options.some((option) => option.value === ticket.assigneeId)) {
    options.push({ value: ticket.assigneeId, label: ticket.assigneeName ?? String(ticket.assigneeId) });
  }

  async function change(value: number | typeof UNASSIGNED) {
    const assigneeId = value === UNASSIGNED ? null : value;
    try {
      const saved = await setAssignee.mutateAsync(assigneeId);
      void message.success(
        saved.assigneeName
          ? t('tickets.handling.assigned', { name: saved.assigneeName })
          : t('tickets.handling.unassigned'),
      );
    } catch (error) {
      showApiError(error);
    }
  }

  return (
    <Select<number | typeof UNASSIGNED>
      aria-label={t('tickets.fields.assignee')}
      value={ticket.assigneeId ?? UNASSIGNED}
      onChange={(value) => void change(value)}
      loading={assignees.isPending || setAssignee.isPending}
      disabled={setAssignee.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={[{ value: UNASSIGNED, label: t('tickets.unassigned') }, ...options]}
      popupMatchSelectWidth={false}
      style={{ minWidth: 200 }}
    />
  );
}
