import {
  BOX_TYPES,
  INTERNATIONAL_STEPS,
  SERVICE_CODES,
  SHIPMENT_FIELD_MAX,
  SHIPMENT_LIMITS,
  STATE_REQUIRED_COUNTRIES,
  type InternationalRateInput,
} from '@portal/domain';
import { isFilledWithin, isWithin, positiveAmountOf, trimmed, wholeNumberOf } from './field-checks';
import {
  emptyPartyDraft,
  isCustomerDone,
  isRecipientDone,
  isReferenceOk,
  toPartyInput,
  type PartyDraft,
} from './party-draft';

/** A step of the international flow: the domestic steps with Package instead of Shipping options. */
export type InternationalStep = (typeof INTERNATIONAL_STEPS)[number];
/** A step the user moves through ("Shipping created" follows a successful create and is never stored). */
export type InternationalFlowStep = Exclude<InternationalStep, 'created'>;
/** The steps the user moves through, in order. */
export const INTERNATIONAL_FLOW_STEPS = INTERNATIONAL_STEPS.filter(
  (step): step is InternationalFlowStep => step !== 'created',
);

/** The destination as the Address step holds it (spec §3 International package), as typed. */
export interface InternationalAddressDraft {
  addressLine1: string;
  postalCode: string;
  city: string;
  /** Only sent for STATE_REQUIRED_COUNTRIES. */
  stateProvinceCode: string;
  /** ISO code as picked. */
  countryCode: string;
}

/** The package as the Package step holds it: sides in whole cm and the weight in kg, as typed. */
export interface PackageDraft {
  /** A BOX_TYPES id whose sides fill the form, or null for the user's own sides. */
  boxType: string | null;
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  productDescription: string;
}

/** Everything the international flow collects (issue 14 "International flow"), as typed. */
export interface InternationalDraft extends PartyDraft {
  address: InternationalAddressDraft;
  package: PackageDraft;
  /** A SERVICE_CODES code, e.g. '65' (Saver). */
  serviceCode?: string;
}

/** The longest text of each address field, in characters (the carrier's, as in the contract: SHIPMENT_FIELD_MAX). */
export const INTERNATIONAL_ADDRESS_MAX = {
  addressLine1: SHIPMENT_FIELD_MAX.addressLine1,
  postalCode: SHIPMENT_FIELD_MAX.postalCode,
  city: SHIPMENT_FIELD_MAX.internationalCity,
  stateProvinceCode: SHIPMENT_FIELD_MAX.stateProvinceCode,
} as const;

/** A new international draft: nothing chosen or typed. */
export function emptyInternationalDraft(): InternationalDraft {
  return {
    ...emptyPartyDraft(),
    address: { addressLine1: '', postalCode: '', city: '', stateProvinceCode: '', countryCode: '' },
    package: { boxType: null, weightKg: '', lengthCm: '', widthCm: '', heightCm: '', productDescription: '' },
  };
}

/** True when addresses in the country need a state or province code (STATE_REQUIRED_COUNTRIES: US, CA, MX, AU). */
export function needsStateCode(countryCode: string | undefined): boolean {
  return STATE_REQUIRED_COUNTRIES.includes(trimmed(countryCode).toUpperCase());
}

/** True when the address is complete and abroad (a Dutch address belongs in the domestic flow, spec §5). */
export function isInternationalAddressDone(address: InternationalAddressDraft): boolean {
  const code = trimmed(address.countryCode).toUpperCase();
  return (
    isFilledWithin(address.addressLine1, INTERNATIONAL_ADDRESS_MAX.addressLine1) &&
    isWithin(address.postalCode, INTERNATIONAL_ADDRESS_MAX.postalCode) &&
    isFilledWithin(address.city, INTERNATIONAL_ADDRESS_MAX.city) &&
    /^[A-Z]{2}$/.test(code) &&
    code !== 'NL' &&
    (needsStateCode(code)
      ? isFilledWithin(address.stateProvinceCode, INTERNATIONAL_ADDRESS_MAX.stateProvinceCode)
      : true)
  );
}

/** A side of a package in whole cm (1 to the carrier's longest side), or null. */
export function sideCmOf(text: string | null | undefined): number | null {
  return wholeNumberOf(text, 1, SHIPMENT_LIMITS.maxSideCm);
}

/** The weight in kg (above 0, at most 70, two decimals), or null. */
export function weightKgOf(text: string | null | undefined): number | null {
  return positiveAmountOf(text, SHIPMENT_LIMITS.maxWeightKg);
}

/** True when the package, the service and the reference are complete. */
function isPackageDone(draft: InternationalDraft): boolean {
  const { package: pkg } = draft;
  return (
    weightKgOf(pkg.weightKg) !== null &&
    [pkg.lengthCm, pkg.widthCm, pkg.heightCm].every((side) => sideCmOf(side) !== null) &&
    isFilledWithin(pkg.productDescription, SHIPMENT_LIMITS.maxDescriptionLength) &&
    draft.serviceCode !== undefined &&
    draft.serviceCode in SERVICE_CODES &&
    isReferenceOk(draft, SHIPMENT_LIMITS.maxReferenceLength)
  );
}

const STEP_DONE: Record<
  Exclude<InternationalStep, 'summary' | 'created'>,
  (draft: InternationalDraft) => boolean
> = {
  customer: isCustomerDone,
  recipient: (draft) => isRecipientDone(draft, true),
  address: (draft) => isInternationalAddressDone(draft.address),
  package: isPackageDone,
};

/** True when `step` of the international flow is complete in `draft` (the summary and the end always are). */
export function isInternationalStepDone(step: InternationalStep, draft: InternationalDraft): boolean {
  return step === 'summary' || step === 'created' || STEP_DONE[step](draft);
}

/** The sides of a box type preset (BOX_TYPES, spec §9), or undefined for an unknown id. */
export function boxTypeOf(id: string | null | undefined) {
  return BOX_TYPES.find((box) => box.id === id);
}

/**
 * The POST /shipments/international/rate body of a complete draft: texts trimmed, the state or province code only
 * where the country needs one, the weight and sides as numbers, the box type only while the sides are its own.
 */
export function toInternationalRateInput(draft: InternationalDraft): InternationalRateInput {
  const { address, package: pkg } = draft;
  const countryCode = trimmed(address.countryCode).toUpperCase();
  const sides = {
    lengthCm: sideCmOf(pkg.lengthCm) ?? 0,
    widthCm: sideCmOf(pkg.widthCm) ?? 0,
    heightCm: sideCmOf(pkg.heightCm) ?? 0,
  };
  const box = boxTypeOf(pkg.boxType);
  const boxStillFits =
    box !== undefined &&
    box.lengthCm === sides.lengthCm &&
    box.widthCm === sides.widthCm &&
    box.heightCm === sides.heightCm;
  return {
    ...toPartyInput(draft),
    recipientPhone: trimmed(draft.recipientPhone),
    address: {
      addressLine1: trimmed(address.addressLine1),
      postalCode: trimmed(address.postalCode) || null,
      city: trimmed(address.city),
      stateProvinceCode: needsStateCode(countryCode)
        ? trimmed(address.stateProvinceCode).toUpperCase()
        : null,
      countryCode,
    },
    serviceCode: draft.serviceCode ?? '',
    package: {
      boxType: boxStillFits ? box.id : null,
      weightKg: weightKgOf(pkg.weightKg) ?? 0,
      ...sides,
      productDescription: trimmed(pkg.productDescription),
    },
  };
}

/** The step of each field of the request, by its first segment; `carrier` and `expectedTotalCents` stay on the summary. */
export const INTERNATIONAL_FIELD_STEPS: Readonly<Record<string, InternationalFlowStep>> = {
  organizationId: 'customer',
  subcustomerId: 'customer',
  recipientName: 'recipient',
  recipientPhone: 'recipient',
  recipientEmail: 'recipient',
  address: 'address',
  package: 'package',
  serviceCode: 'package',
  reference: 'package',
};

/** The form field of a server field path (`package.weightKg` → ['package', 'weightKg']). */
export function internationalFormFieldOf(serverField: string): string[] {
  return serverField.split('.');
}
