import type { WebshopOrder } from '@portal/domain';
import { domesticDraftFromOrder, internationalDraftFromOrder, shipmentTypeFor } from './webshop-order';

/** A webshop order's shipment draft (issue 15: the shipment flow starts prefilled from the order). */

const ORDER = {
  id: 7,
  orderNumber: 'WS-000007',
  organizationId: 3,
  organizationName: 'Berliner Telemetrie GmbH',
  productId: 1,
  product: { supplierName: 'GlobeSIM Worldwide', formFactor: 'mff2', plan: 'GlobeSIM World 100 MB' },
  quantity: 4,
  addressId: 2,
  address: {
    streetName: 'Friedrichstraße',
    houseNumber: '12a',
    zipCode: '10117',
    city: 'Berlin',
    country: 'Duitsland',
    countryCode: 'DE',
  },
  reference: null,
  remark: null,
  status: 'received',
  shipment: null,
  orderedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
} satisfies WebshopOrder;

/** The recipient line as the Dutch interface writes it. */
const attn = (organization: string, name: string) => `${organization}, t.a.v. ${name}`;

describe('the shipment draft of a webshop order', () => {
  it('sends up to 10 SIMs as a registered letter and more as a parcel (spec §5)', () => {
    expect(shipmentTypeFor(10)).toBe('registeredLetter');
    expect(shipmentTypeFor(11)).toBe('parcel');
  });

  it('names the organization, takes the order number as reference without one, and keeps the order id', () => {
    const draft = domesticDraftFromOrder(ORDER, attn);
    expect(draft).toMatchObject({
      organizationId: 3,
      recipientName: 'Berliner Telemetrie GmbH',
      recipientEmail: '',
      reference: 'WS-000007',
      type: 'registeredLetter',
      simCount: '4',
      webshopOrderId: 7,
    });
  });

  it('cuts a long recipient to the label’s 100 characters', () => {
    const long = { ...ORDER, orderedBy: { name: 'X'.repeat(120), email: 'x@example.com' } };
    expect(domesticDraftFromOrder(long, attn).recipientName).toHaveLength(100);
    const named = { ...ORDER, orderedBy: { name: 'Lena Vogel', email: 'lena@example.de' } };
    expect(domesticDraftFromOrder(named, attn)).toMatchObject({
      recipientName: 'Berliner Telemetrie GmbH, t.a.v. Lena Vogel',
      recipientEmail: 'lena@example.de',
    });
  });

  it('gives an address abroad as the international carrier takes it, still for the order', () => {
    const draft = internationalDraftFromOrder(ORDER, attn);
    expect(draft.address).toEqual({
      addressLine1: 'Friedrichstraße 12a',
      postalCode: '10117',
      city: 'Berlin',
      stateProvinceCode: '',
      countryCode: 'DE',
    });
    expect(draft.webshopOrderId).toBe(7);
    expect(draft.organizationId).toBe(3);
  });
});
