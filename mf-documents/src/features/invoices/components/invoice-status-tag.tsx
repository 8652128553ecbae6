import type { InvoiceStatus } from '@portal/domain';
import { Tag } from 'antd';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';

/** Colours of the invoice states (a table, not conditionals). */
const STATUS_COLORS: Record<InvoiceStatus, string> = {
  open: 'blue',
  paid: 'green',
  overdue: 'red',
  credited: 'default',
};

/** An invoice's state as a coloured tag: Open, Paid, Overdue, Credited (nl: Openstaand, Betaald, Verlopen, Gecrediteerd). */
export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useDocumentsTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`invoices.status.${status}`)}</Tag>;
}
