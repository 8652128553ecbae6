import {
  isDomesticCountry,
  type SimFormFactor,
  type WebshopOrder,
  type WebshopProduct,
} from '@portal/domain';
import { formatAddress } from '@portal/ui';
import type { TFunction } from 'i18next';

/**
 * The webshop's texts and links as plain functions (issue 15): a form factor, a product and an address in the
 * interface language, and where "Ship order" goes.
 */

/** A SIM form factor in the interface language, e.g. nano → "Nano SIM (4FF)" / "Nano-simkaart (4FF)". */
export function formFactorText(formFactor: SimFormFactor, t: TFunction): string {
  return t(`webshop.formFactor.${formFactor}`);
}

/**
 * A product on one line, "Supplier · form factor · plan" (e.g. "NorthSea IoT · Nano SIM (4FF) · IoT 1 GB"): the
 * option text of the order form and the product of an order (what was ordered, kept when the catalogue changes).
 */
export function productText(
  product: Pick<WebshopProduct, 'supplierName' | 'formFactor' | 'plan'>,
  t: TFunction,
): string {
  return [product.supplierName, formFactorText(product.formFactor, t), product.plan].join(' · ');
}

/** The address parts {@link addressLine} reads. */
interface AddressLineParts {
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  countryCode: string;
}

/**
 * An address on one line as spec §3 displays it ("Stationsplein 12, 1012 AB, Amsterdam"), with the country added
 * when it is abroad (not NL, spec §3 "domestic"), or always with `withCountry`.
 */
export function addressLine(address: AddressLineParts, withCountry = false): string {
  const abroad = withCountry || !isDomesticCountry(address);
  return [formatAddress(address), abroad ? address.country.trim() : ''].filter(Boolean).join(', ');
}

/**
 * Where "Ship order" goes (issue 15): the shipment flow that fits the delivery address, told which order it ships
 * (`webshopOrder`): `/shipments/new?webshopOrder=ID` for a domestic address (country code NL, or "Nederland":
 * spec §3, the rule the domestic flow itself applies), `/shipments/new/international?webshopOrder=ID` for one abroad.
 */
export function shipOrderPath(order: Pick<WebshopOrder, 'id' | 'address'>): string {
  const flow = isDomesticCountry(order.address) ? '/shipments/new' : '/shipments/new/international';
  return `${flow}?webshopOrder=${order.id}`;
}
