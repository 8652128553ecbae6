import { newOrganizationValuesOf, organizationNameOfEmail, toOrganizationInput } from './organization-draft';

describe('the organization prefilled from an unknown sender (spec §3 "create a new one")', () => {
  it.each([
    ['info@newcustomer.example', 'Newcustomer'],
    ['jan@mail.acme-logistics.nl', 'Acme Logistics'],
    ['sam@shop.example.co.uk', 'Example'],
    ['no-domain', ''],
  ])('names %s "%s" after its e-mail domain', (email, name) => {
    expect(organizationNameOfEmail(email)).toBe(name);
  });

  it('starts in Nederland, VAT liable, with the sender as announcement address', () => {
    expect(newOrganizationValuesOf({ senderEmail: 'nina@newcustomer.example' })).toEqual({
      name: 'Newcustomer',
      customerNumber: '',
      country: 'Nederland',
      vatLiable: true,
      vatNumber: '',
      isProspect: false,
      announcementEmailAddress: 'nina@newcustomer.example',
    });
  });

  it('sends the VAT number only when VAT liable, and an empty announcement address as null', () => {
    const values = {
      ...newOrganizationValuesOf({ senderEmail: 'nina@newcustomer.example' }),
      customerNumber: ' 200042 ',
      vatLiable: false,
      vatNumber: 'NL123',
      announcementEmailAddress: ' ',
    };
    expect(toOrganizationInput(values)).toEqual({
      name: 'Newcustomer',
      customerNumber: '200042',
      country: 'Nederland',
      vatLiable: false,
      vatNumber: null,
      isProspect: false,
      isReseller: false,
      announcementEmailAddress: null,
      supplierIds: [],
    });
  });
});
