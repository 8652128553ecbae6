import type { ShipmentStatus } from '@portal/domain';
import { StatusTag, type StatusTagProps } from '@portal/ui';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';

/** Tone per status (spec §4): in transit info blue, delivered success green. */
const STATUS_TONE: Record<ShipmentStatus, StatusTagProps['tone']> = {
  inTransit: 'info',
  delivered: 'success',
};

/** The status of a shipment (spec §4: in transit or delivered) as a tag, in the interface language. */
export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useShipmentsTranslation();
  return <StatusTag tone={STATUS_TONE[status]}>{t(`shipments.status.${status}`)}</StatusTag>;
}
