import type { InvoiceStatus } from '@portal/domain';
import { StatusTag, type StatusTagProps } from '@portal/ui';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';

/** Tones of the invoice states (a table, not conditionals); StatusTag's tones pass WCAG AA contrast. */
const STATUS_TONES: Record<InvoiceStatus, StatusTagProps['tone']> = {
  open: 'info',
  paid: 'success',
  overdue: 'error',
  credited: 'neutral',
};

/** An invoice's state as a coloured tag: Open, Paid, Overdue, Credited (nl: Openstaand, Betaald, Verlopen, Gecrediteerd). */
export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useDocumentsTranslation();
  return <StatusTag tone={STATUS_TONES[status]}>{t(`invoices.status.${status}`)}</StatusTag>;
}
