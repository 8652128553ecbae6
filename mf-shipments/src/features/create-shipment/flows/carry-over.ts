import { countryChoices } from '@portal/domain';
import { emptyDomesticDraft, type DomesticAddressDraft, type DomesticDraft } from './domestic-flow';
import { emptyInternationalDraft, type InternationalDraft } from './international-flow';
import { trimmed } from './field-checks';
import { partyOf } from './party-draft';

/** The Dutch name of a country by its ISO code (the pickers' list, spec §9), or the code when it is not listed. */
export function countryNameOf(code: string): string {
  const upper = trimmed(code).toUpperCase();
  return countryChoices().find((country) => country.code === upper)?.name ?? upper;
}

/**
 * Splits an address line into street and house number at the last word that starts with a digit ("Keizersgracht
 * 123 A" → "Keizersgracht", "123 A"); without one the whole line is the street.
 */
export function splitAddressLine(line: string): Pick<DomesticAddressDraft, 'streetName' | 'houseNumber'> {
  const match = /^(.*?\S)\s+(\d\S*(?:\s+\S{1,4})?)$/.exec(trimmed(line));
  return match
    ? { streetName: match[1], houseNumber: match[2] }
    : { streetName: trimmed(line), houseNumber: '' };
}

/**
 * The international draft a refused domestic one continues as (spec §5 "refuses international addresses and directs
 * the user to the international flow"): organization, subcustomer, recipient, reference, and the address with
 * street and house number as address line 1, the zip code as postal code, city and country code.
 */
export function internationalDraftFrom(draft: DomesticDraft): InternationalDraft {
  const { address } = draft;
  return {
    ...emptyInternationalDraft(),
    ...partyOf(draft),
    address: {
      addressLine1: [address.streetName, address.houseNumber].map(trimmed).filter(Boolean).join(' '),
      postalCode: trimmed(address.zipCode),
      city: trimmed(address.city),
      stateProvinceCode: '',
      countryCode: trimmed(address.countryCode).toUpperCase(),
    },
  };
}

/**
 * The domestic draft a refused international one continues as (the reverse of {@link internationalDraftFrom}):
 * the party, and the address with address line 1 split into street and house number, the postal code as zip code,
 * city and country (Dutch name and code).
 */
export function domesticDraftFrom(draft: InternationalDraft): DomesticDraft {
  const { address } = draft;
  return {
    ...emptyDomesticDraft(),
    ...partyOf(draft),
    address: {
      ...splitAddressLine(address.addressLine1),
      zipCode: trimmed(address.postalCode),
      city: trimmed(address.city),
      country: countryNameOf(address.countryCode),
      countryCode: trimmed(address.countryCode).toUpperCase(),
    },
  };
}
