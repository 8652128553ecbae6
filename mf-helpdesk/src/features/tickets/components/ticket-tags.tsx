import type { TicketPriority, TicketStatus } from '@portal/domain';
import { StatusTag, type StatusTagProps } from '@portal/ui';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';

/** Tone per status (spec §4): new work info blue, waiting warning orange, resolved green, closed grey. */
const STATUS_TONE: Record<TicketStatus, StatusTagProps['tone']> = {
  open: 'info',
  pending: 'info',
  waitForClient: 'warning',
  waitForColleague: 'warning',
  waitForSupplier: 'warning',
  project: 'info',
  resolved: 'success',
  closed: 'neutral',
};

/** Tone per priority (spec §4): urgent error red, high warning orange, medium info blue, low neutral. */
const PRIORITY_TONE: Record<TicketPriority, StatusTagProps['tone']> = {
  urgent: 'error',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};

/** The status of a ticket (spec §4) as a tag in an accessible tone, in the interface language. */
export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useHelpdeskTranslation();
  return <StatusTag tone={STATUS_TONE[status]}>{t(`tickets.status.${status}`)}</StatusTag>;
}

/** The priority of a ticket (spec §4: low, medium, high, urgent) as a tag, in the interface language. */
export function TicketPriorityTag({ priority }: { priority: TicketPriority }) {
  const { t } = useHelpdeskTranslation();
  return <StatusTag tone={PRIORITY_TONE[priority]}>{t(`tickets.priority.${priority}`)}</StatusTag>;
}
