import {
  DOMESTIC_SHIPMENT_TYPES,
  DOMESTIC_STEPS,
  INSURED_SHIPMENT_TYPES,
  SHIPMENT_FIELD_MAX,
  SHIPMENT_LIMITS,
  isDomesticCountry,
  type DomesticShipmentInput,
  type DomesticShipmentType,
} from '@portal/domain';
import { isFilledWithin, positiveAmountOf, trimmed, wholeNumberOf } from './field-checks';
import {
  emptyPartyDraft,
  isCustomerDone,
  isRecipientDone,
  isReferenceOk,
  toPartyInput,
  type PartyDraft,
} from './party-draft';

/** A step of the domestic flow (spec §2: Customer, Recipient, Address, Shipping options, Summary, Shipping created). */
export type DomesticStep = (typeof DOMESTIC_STEPS)[number];
/** A step the user moves through ("Shipping created" follows a successful create and is never stored). */
export type DomesticFlowStep = Exclude<DomesticStep, 'created'>;
/** The steps the user moves through, in order. */
export const DOMESTIC_FLOW_STEPS = DOMESTIC_STEPS.filter(
  (step): step is DomesticFlowStep => step !== 'created',
);

/** The destination as the Address step holds it: the contract's address fields as typed. */
export interface DomesticAddressDraft {
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  /** The country's Dutch name as picked (spec §9), e.g. "Nederland". */
  country: string;
  /** Its ISO code, set by the country picker. */
  countryCode: string;
}

/**
 * Everything the domestic flow collects (issue 14 "Domestic flow"), as typed: the party, the address, the type,
 * the number of SIMs and the insured amount in euros (insured types only).
 */
export interface DomesticDraft extends PartyDraft {
  address: DomesticAddressDraft;
  type?: DomesticShipmentType;
  simCount: string;
  insuranceEuros: string;
}

/** The longest text of each typed address field, in characters (the contract's, SHIPMENT_FIELD_MAX). */
export const DOMESTIC_ADDRESS_MAX = {
  streetName: SHIPMENT_FIELD_MAX.streetName,
  houseNumber: SHIPMENT_FIELD_MAX.houseNumber,
  zipCode: SHIPMENT_FIELD_MAX.zipCode,
  city: SHIPMENT_FIELD_MAX.city,
} as const;

/** A new domestic draft: nothing chosen, the country Nederland. */
export function emptyDomesticDraft(): DomesticDraft {
  return {
    ...emptyPartyDraft(),
    address: {
      streetName: '',
      houseNumber: '',
      zipCode: '',
      city: '',
      country: 'Nederland',
      countryCode: 'NL',
    },
    simCount: '',
    insuranceEuros: '',
  };
}

/** True for the insured types (insured letter, insured parcel), which carry an amount in euros (spec §3). */
export function isInsuredType(type: DomesticShipmentType | undefined): boolean {
  return type !== undefined && INSURED_SHIPMENT_TYPES.includes(type);
}

/** True when every address field is filled within its limit and the address is in the Netherlands (spec §5). */
export function isDomesticAddressDone(address: DomesticAddressDraft): boolean {
  return (
    (Object.keys(DOMESTIC_ADDRESS_MAX) as Array<keyof typeof DOMESTIC_ADDRESS_MAX>).every((field) =>
      isFilledWithin(address[field], DOMESTIC_ADDRESS_MAX[field]),
    ) &&
    isFilledWithin(address.country, SHIPMENT_FIELD_MAX.country) &&
    isDomesticCountry(address)
  );
}

/** Whether each step before the summary is complete, by step. */
const STEP_DONE: Record<Exclude<DomesticStep, 'summary' | 'created'>, (draft: DomesticDraft) => boolean> = {
  customer: isCustomerDone,
  recipient: (draft) => isRecipientDone(draft, false),
  address: (draft) => isDomesticAddressDone(draft.address),
  options: (draft) =>
    draft.type !== undefined &&
    DOMESTIC_SHIPMENT_TYPES.includes(draft.type) &&
    wholeNumberOf(draft.simCount, 1, SHIPMENT_LIMITS.maxSimCount) !== null &&
    (!isInsuredType(draft.type) ||
      positiveAmountOf(draft.insuranceEuros, SHIPMENT_LIMITS.maxInsuranceEuros) !== null) &&
    isReferenceOk(draft, SHIPMENT_LIMITS.maxReferenceLength),
};

/** True when `step` of the domestic flow is complete in `draft` (the summary and the end always are). */
export function isDomesticStepDone(step: DomesticStep, draft: DomesticDraft): boolean {
  return step === 'summary' || step === 'created' || STEP_DONE[step](draft);
}

/**
 * The POST /shipments/domestic body of a complete draft: texts trimmed, the SIMs as a number, the insured amount in
 * euros for the insured types only (null otherwise), and the webshop order it fulfils (only when it has one).
 */
export function toDomesticShipmentInput(draft: DomesticDraft): DomesticShipmentInput {
  const { address } = draft;
  return {
    ...toPartyInput(draft),
    address: {
      streetName: trimmed(address.streetName),
      houseNumber: trimmed(address.houseNumber),
      zipCode: trimmed(address.zipCode),
      city: trimmed(address.city),
      country: trimmed(address.country),
      countryCode: trimmed(address.countryCode),
    },
    type: draft.type ?? 'registeredLetter',
    simCount: wholeNumberOf(draft.simCount, 1, SHIPMENT_LIMITS.maxSimCount) ?? 0,
    insuranceEuros: isInsuredType(draft.type)
      ? positiveAmountOf(draft.insuranceEuros, SHIPMENT_LIMITS.maxInsuranceEuros)
      : null,
    ...(draft.webshopOrderId !== undefined && { webshopOrderId: draft.webshopOrderId }),
  };
}

/**
 * The step of each field of the request, by its first segment (server field errors, spec §8, go back to the step
 * that asks for the field). Fields not listed (`carrier`) stay on the summary.
 */
export const DOMESTIC_FIELD_STEPS: Readonly<Record<string, DomesticFlowStep>> = {
  organizationId: 'customer',
  subcustomerId: 'customer',
  recipientName: 'recipient',
  recipientPhone: 'recipient',
  recipientEmail: 'recipient',
  address: 'address',
  type: 'options',
  simCount: 'options',
  insuranceEuros: 'options',
  reference: 'options',
};

/** The form field of a server field path: the country code is picked with the country, so it shows there. */
export function domesticFormFieldOf(serverField: string): string[] {
  return serverField === 'address.countryCode' ? ['address', 'country'] : serverField.split('.');
}
