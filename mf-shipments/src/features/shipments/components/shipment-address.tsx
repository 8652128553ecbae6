import { isDomesticCountry, type ShipmentAddress } from '@portal/domain';

/**
 * Where a shipment went (spec §3 Shipment "address"; the destination copied into the shipment): street and house
 * number, zip code and city, and the country only when it is abroad (not NL, spec §2 "domestic"), one per line.
 */
export function ShipmentAddressText({ address }: { address: ShipmentAddress }) {
  const street = [address.streetName, address.houseNumber]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const place = [address.zipCode, address.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const lines = [street, place, isDomesticCountry(address) ? '' : address.country.trim()].filter(Boolean);
  return (
    <span style={{ display: 'inline-block' }}>
      {lines.map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </span>
  );
}
