import {
  CARRIER_STATUSES,
  SERVICE_CODES,
  type Locale,
  type ShipmentListItem,
  type ShipmentMilestone,
} from '@portal/domain';
import type { TFunction } from 'i18next';

/**
 * The carrier's own text of a status code (spec §4 carrier status codes 1–23 and 99; CARRIER_STATUSES) in the
 * interface language `locale`, e.g. 7 → "Out for delivery" / "Wordt bezorgd". null for no code yet (null); an
 * unknown code shows as its number, so a newer carrier code is not hidden.
 */
export function carrierStatusText(code: number | null, locale: Locale): string | null {
  if (code === null) return null;
  return CARRIER_STATUSES[code]?.[locale] ?? String(code);
}

/**
 * What was sent (spec §3 Shipment "type", "service"): the domestic type ("Registered letter", spec §4), or
 * "International · {service name}" with the carrier's service name from SERVICE_CODES (spec §9; an unknown code
 * shows as is, no code: "International"). `t` is this remote's translation function.
 */
export function shipmentTypeText(
  shipment: Pick<ShipmentListItem, 'kind' | 'type' | 'serviceCode'>,
  t: TFunction,
): string {
  if (shipment.kind === 'domestic' && shipment.type) return t(`shipments.type.${shipment.type}`);
  if (!shipment.serviceCode) return t('shipments.kind.international');
  return t('shipments.internationalService', {
    service: SERVICE_CODES[shipment.serviceCode] ?? shipment.serviceCode,
  });
}

/** Our label of a timeline milestone (issue 14; "Status update" for a code without one, e.g. 99). */
export function milestoneText(milestone: ShipmentMilestone | null, t: TFunction): string {
  return milestone ? t(`shipments.milestone.${milestone}`) : t('shipments.milestone.other');
}
