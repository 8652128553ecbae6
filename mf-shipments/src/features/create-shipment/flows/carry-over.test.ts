import { emptyDomesticDraft } from './domestic-flow';
import { domesticDraftFrom, internationalDraftFrom, splitAddressLine } from './carry-over';
import { emptyInternationalDraft } from './international-flow';

describe('carrying a draft over to the other flow (spec §5; issue 14)', () => {
  it('splits an address line at the last word that starts with a digit', () => {
    expect(splitAddressLine('Stationsplein 12')).toEqual({ streetName: 'Stationsplein', houseNumber: '12' });
    expect(splitAddressLine('Keizersgracht 123 A')).toEqual({
      streetName: 'Keizersgracht',
      houseNumber: '123 A',
    });
    expect(splitAddressLine('Laan van 40-45 7-bis')).toEqual({
      streetName: 'Laan van 40-45',
      houseNumber: '7-bis',
    });
    expect(splitAddressLine('  Postbus  ')).toEqual({ streetName: 'Postbus', houseNumber: '' });
  });

  it('turns street and house number into address line 1 for the international flow, keeping the party', () => {
    const draft = internationalDraftFrom({
      ...emptyDomesticDraft(),
      organizationId: 7,
      subcustomerId: 9,
      recipientName: 'Rita Receiver',
      recipientPhone: '+31 10 123 4567',
      recipientEmail: 'rita@acme.example',
      reference: 'PO-1',
      address: {
        streetName: ' Grote Markt ',
        houseNumber: '1',
        zipCode: '1000',
        city: 'Brussel',
        country: 'België',
        countryCode: 'be',
      },
      type: 'parcel',
      simCount: '3',
    });
    expect(draft).toEqual({
      ...emptyInternationalDraft(),
      organizationId: 7,
      subcustomerId: 9,
      recipientName: 'Rita Receiver',
      recipientPhone: '+31 10 123 4567',
      recipientEmail: 'rita@acme.example',
      reference: 'PO-1',
      address: {
        addressLine1: 'Grote Markt 1',
        postalCode: '1000',
        city: 'Brussel',
        stateProvinceCode: '',
        countryCode: 'BE',
      },
    });
  });

  it('gives a Dutch address from the international flow its street, house number and Dutch country name', () => {
    const draft = domesticDraftFrom({
      ...emptyInternationalDraft(),
      organizationId: 7,
      recipientName: 'Jan Jansen',
      address: {
        addressLine1: 'Keizersgracht 123',
        postalCode: '1015 CJ',
        city: 'Amsterdam',
        stateProvinceCode: '',
        countryCode: 'NL',
      },
    });
    expect(draft.address).toEqual({
      streetName: 'Keizersgracht',
      houseNumber: '123',
      zipCode: '1015 CJ',
      city: 'Amsterdam',
      country: 'Nederland',
      countryCode: 'NL',
    });
    expect(draft).toMatchObject({ organizationId: 7, recipientName: 'Jan Jansen', simCount: '' });
  });
});
