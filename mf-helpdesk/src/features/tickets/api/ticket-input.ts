import type { TicketInput, TicketPriority } from '@portal/domain';

/** Values of the new-ticket form (spec §3 Ticket creation form). The staff fields stay empty for customers. */
export interface TicketFormValues {
  subject: string;
  /** Rich text (HTML); '' when empty. */
  description: string;
  priority: TicketPriority;
  /** Staff: the organization the ticket is for (required for staff). */
  organizationId?: number;
  /** Staff: the requester's name. */
  name?: string;
  /** Staff: the requester's e-mail address. */
  email?: string;
  /** Staff: an optional contact person. */
  contactPerson?: string;
}

/** The values of an empty form: priority medium (the server's default). */
export function newTicketValues(): TicketFormValues {
  return { subject: '', description: '', priority: 'medium' };
}

/**
 * The POST /tickets payload of valid form values (docs/helpdesk-api.md): texts trimmed. Customers send subject,
 * description and priority only (the ticket is their organization's, they are its requester); staff (`asStaff`)
 * also send the organization, the requester's name and e-mail, and the contact person when one is given.
 */
export function toTicketInput(values: TicketFormValues, asStaff: boolean): TicketInput {
  const input: TicketInput = {
    subject: values.subject.trim(),
    description: values.description,
    priority: values.priority,
  };
  if (!asStaff) return input;
  input.organizationId = values.organizationId;
  input.name = values.name?.trim();
  input.email = values.email?.trim();
  const contactPerson = values.contactPerson?.trim();
  if (contactPerson) input.contactPerson = contactPerson;
  return input;
}
