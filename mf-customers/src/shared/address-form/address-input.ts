import { AddressType, type Address, type AddressInput } from '@portal/domain';

/** The fields of the address form (spec §3 Address); the three checkboxes only on organization addresses. */
export interface AddressFormValues {
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  /** Dutch country name as picked (spec §9). */
  country: string;
  /** ISO 3166-1 alpha-2 code, filled by the country picker. */
  countryCode: string;
  /** Invoice e-mail (optional). */
  email?: string | null;
  shipping?: boolean;
  invoice?: boolean;
  visiting?: boolean;
}

/** The address parts both organization and subcustomer addresses have. */
export type AddressFields = Pick<Address, 'streetName' | 'houseNumber' | 'zipCode' | 'city' | 'country' | 'countryCode' | 'email'>;

/** The type flags (spec §3: shipping 1, invoice 2, visiting 4) an organization address currently has. */
export function typeFlagsOf(address: Pick<Address, 'shippingAddress' | 'invoiceAddress' | 'visitingAddress'>): number {
  return (
    (address.shippingAddress ? AddressType.shipping : 0) |
    (address.invoiceAddress ? AddressType.invoice : 0) |
    (address.visitingAddress ? AddressType.visiting : 0)
  );
}

/** Form values of an existing address (or a new one in Nederland). */
export function toAddressFormValues(address: (AddressFields & Partial<Address>) | null): AddressFormValues {
  if (!address) {
    return { streetName: '', houseNumber: '', zipCode: '', city: '', country: 'Nederland', countryCode: 'NL', email: '' };
  }
  return {
    streetName: address.streetName,
    houseNumber: address.houseNumber,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    countryCode: address.countryCode,
    email: address.email ?? '',
    shipping: !!address.shippingAddress,
    invoice: !!address.invoiceAddress,
    visiting: !!address.visitingAddress,
  };
}

/**
 * The POST / PUT payload of the form values (AddressInput). With `withTypes`, `type` carries the checked flags
 * (an unchecked flag removes that default on update); without it (subcustomer addresses) `type` is left out.
 */
export function toAddressInput(values: AddressFormValues, withTypes: boolean): AddressInput {
  const input: AddressInput = {
    streetName: values.streetName.trim(),
    houseNumber: values.houseNumber.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    country: values.country,
    countryCode: values.countryCode,
    email: values.email?.trim() ? values.email.trim() : null,
  };
  if (withTypes) {
    input.type =
      (values.shipping ? AddressType.shipping : 0) |
      (values.invoice ? AddressType.invoice : 0) |
      (values.visiting ? AddressType.visiting : 0);
  }
  return input;
}
