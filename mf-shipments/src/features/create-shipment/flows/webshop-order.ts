import {
  SHIPMENT_FIELD_MAX,
  SHIPMENT_LIMITS,
  webshopOrderNumber,
  type DomesticShipmentType,
  type WebshopOrder,
} from '@portal/domain';
import { countryNameOf, internationalDraftFrom } from './carry-over';
import { emptyDomesticDraft, type DomesticDraft } from './domestic-flow';
import type { InternationalDraft } from './international-flow';

/** More SIMs than this go as a parcel (spec §5 "More than 10 SIMs: the user is advised to choose parcel"). */
const LETTER_MAX_SIMS = 10;

/** The shipment type an order of `quantity` SIMs starts with: a parcel above 10 SIMs, else a registered letter. */
export function shipmentTypeFor(quantity: number): DomesticShipmentType {
  return quantity > LETTER_MAX_SIMS ? 'parcel' : 'registeredLetter';
}

/** The label's recipient line for an organization to the attention of a person, in the interface language. */
export type AttentionLine = (organization: string, name: string) => string;

/**
 * The domestic draft a webshop order starts its shipment with (issue 15 "Staff … fulfil one by creating its shipment
 * through the shipment flow, prefilled"): the order's organization, the recipient as the organization to the
 * attention of the orderer (cut to the label's 100 characters) with the orderer's e-mail for the carrier's notices,
 * the order's reference (else its number), its delivery address, the SIMs ordered and the type they need.
 */
export function domesticDraftFromOrder(order: WebshopOrder, attention: AttentionLine): DomesticDraft {
  const recipient = order.orderedBy
    ? attention(order.organizationName, order.orderedBy.name)
    : order.organizationName;
  const { address } = order;
  return {
    ...emptyDomesticDraft(),
    organizationId: order.organizationId,
    subcustomerId: null,
    recipientName: recipient.slice(0, SHIPMENT_FIELD_MAX.recipientName),
    recipientEmail: order.orderedBy?.email ?? '',
    reference: (order.reference ?? webshopOrderNumber(order.id)).slice(0, SHIPMENT_LIMITS.maxReferenceLength),
    address: {
      streetName: address.streetName,
      houseNumber: address.houseNumber,
      zipCode: address.zipCode,
      city: address.city,
      country: address.countryCode.toUpperCase() === 'NL' ? 'Nederland' : countryNameOf(address.countryCode),
      countryCode: address.countryCode.toUpperCase(),
    },
    type: shipmentTypeFor(order.quantity),
    simCount: String(order.quantity),
    webshopOrderId: order.id,
  };
}

/** The international draft of a webshop order abroad: as domesticDraftFromOrder, the address as the carrier takes it. */
export function internationalDraftFromOrder(
  order: WebshopOrder,
  attention: AttentionLine,
): InternationalDraft {
  return internationalDraftFrom(domesticDraftFromOrder(order, attention));
}
