import type { AnnouncementPriority, AnnouncementStatus, AnnouncementType } from '@portal/domain';
import { StatusTag, type StatusTagProps } from '@portal/ui';
import { useHelpdeskTranslation } from '../i18n/use-helpdesk-translation';

/** Tone per priority (spec §4): critical error red, high warning orange, medium info blue, low neutral. */
const PRIORITY_TONE: Record<AnnouncementPriority, StatusTagProps['tone']> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};

/** The priority of an announcement as a tag in an accessible tone (WCAG AA), in the interface language. */
export function PriorityTag({ priority }: { priority: AnnouncementPriority }) {
  const { t } = useHelpdeskTranslation();
  return <StatusTag tone={PRIORITY_TONE[priority]}>{t(`labels.priority.${priority}`)}</StatusTag>;
}

/** The type of an announcement (incident, interference, maintenance, notification) as a tag. */
export function TypeTag({ type }: { type: AnnouncementType }) {
  const { t } = useHelpdeskTranslation();
  return (
    <StatusTag tone={type === 'incident' || type === 'interference' ? 'error' : 'info'}>
      {t(`labels.type.${type}`)}
    </StatusTag>
  );
}

/** The status of an announcement: open green, any closed status grey. */
export function AnnouncementStatusTag({ status }: { status: AnnouncementStatus }) {
  const { t } = useHelpdeskTranslation();
  return (
    <StatusTag tone={status === 'open' ? 'success' : 'neutral'}>{t(`labels.status.${status}`)}</StatusTag>
  );
}
