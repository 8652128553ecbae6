import { PageHeader } from '@portal/ui';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import { useCreateTicketMutation } from '../api/create-ticket';
import { toTicketInput } from '../api/ticket-input';
import { TicketForm } from '../components/ticket-form';
import { useTicketAbilities } from '../../../shared/use-ticket-abilities';

/**
 * New ticket (/helpdesk/tickets/new; spec §2, §3 Ticket creation form, §5, §6; issue 13): the TicketForm for the
 * signed-in user (customers: for their own organization, as requester; staff: for a chosen customer and
 * requester). POST /tickets; on success "Ticket #… has been created" and on to the new ticket. Cancel returns to
 * the list.
 */
export function TicketCreatePage() {
  const { t } = useHelpdeskTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const abilities = useTicketAbilities();
  const create = useCreateTicketMutation();

  return (
    <>
      <PageHeader title={t('routes.newTicket')} />
      <TicketForm
        abilities={abilities}
        onSave={async (values) => {
          const created = await create.mutateAsync(toTicketInput(values, abilities.isStaff));
          void message.success(t('tickets.form.created', { id: created.id }));
          navigate(`/helpdesk/tickets/${created.id}`);
        }}
        onCancel={() => navigate('/helpdesk/tickets')}
      />
    </>
  );
}
