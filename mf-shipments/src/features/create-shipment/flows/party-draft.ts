import { SHIPMENT_FIELD_MAX } from '@portal/domain';
import { isFilledWithin, isOptionalEmail, isPhoneNumber, isWithin, trimmed } from './field-checks';

/**
 * Who a shipment goes to, as the Customer and Recipient steps of both flows hold it (spec §2 steps; issue 14): the
 * organization (staff pick one; an organization user's own), optionally one of its subcustomers, the name on the
 * label, phone and e-mail as typed, and the reference printed on the label.
 */
export interface PartyDraft {
  organizationId?: number;
  subcustomerId: number | null;
  recipientName: string;
  recipientPhone: string;
  recipientEmail: string;
  reference: string;
  /** The webshop order this shipment fulfils (issue 15; staff, started from the order), sent with the create call. */
  webshopOrderId?: number;
}

/** An empty party: no organization, no subcustomer, nothing typed. */
export function emptyPartyDraft(): PartyDraft {
  return {
    subcustomerId: null,
    recipientName: '',
    recipientPhone: '',
    recipientEmail: '',
    reference: '',
  };
}

/** True when the Customer step is complete: an organization is chosen. */
export function isCustomerDone(draft: PartyDraft): boolean {
  return Number.isInteger(draft.organizationId) && (draft.organizationId ?? 0) > 0;
}

/**
 * True when the Recipient step is complete: a name of 1–100 characters, a valid phone number (required when
 * `phoneRequired`, the international carrier's rule; else empty or valid) and an empty or valid e-mail address.
 */
export function isRecipientDone(draft: PartyDraft, phoneRequired: boolean): boolean {
  const phoneOk =
    isPhoneNumber(draft.recipientPhone) || (!phoneRequired && trimmed(draft.recipientPhone) === '');
  return (
    isFilledWithin(draft.recipientName, SHIPMENT_FIELD_MAX.recipientName) &&
    phoneOk &&
    isOptionalEmail(draft.recipientEmail)
  );
}

/** True when the reference fits on the label (at most `max` characters; it is optional). */
export function isReferenceOk(draft: PartyDraft, max: number): boolean {
  return isWithin(draft.reference, max);
}

/** The party fields of both create requests: texts trimmed, empty optional texts as null. */
export function toPartyInput(draft: PartyDraft) {
  return {
    organizationId: draft.organizationId ?? 0,
    subcustomerId: draft.subcustomerId,
    recipientName: trimmed(draft.recipientName),
    recipientPhone: trimmed(draft.recipientPhone) || null,
    recipientEmail: trimmed(draft.recipientEmail) || null,
    reference: trimmed(draft.reference) || null,
  };
}

/** The party fields of a draft, e.g. to carry them over to the other flow. */
export function partyOf(draft: PartyDraft): PartyDraft {
  const {
    organizationId,
    subcustomerId,
    recipientName,
    recipientPhone,
    recipientEmail,
    reference,
    webshopOrderId,
  } = draft;
  return {
    organizationId,
    subcustomerId,
    recipientName,
    recipientPhone,
    recipientEmail,
    reference,
    ...(webshopOrderId !== undefined && { webshopOrderId }),
  };
}
