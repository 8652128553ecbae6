import { toOrganizationInput, type OrganizationFormValues } from './organization-input';

const VALUES: OrganizationFormValues = {
  name: ' Acme ',
  customerNumber: 'C-1',
  vatLiable: false,
  vatNumber: 'NL001234567B01',
  country: 'Nederland',
  isProspect: false,
  isReseller: false,
  supplierIds: [1, '', null, 3],
};

describe('toOrganizationInput (spec §3, §5 save rules)', () => {
  it('blanks the VAT number when the organization is not VAT liable', () => {
    expect(toOrganizationInput(VALUES, 'create').vatNumber).toBe('');
    expect(toOrganizationInput({ ...VALUES, vatLiable: true }, 'create').vatNumber).toBe('NL001234567B01');
  });

  it('drops blank supplier ids', () => {
    expect(toOrganizationInput(VALUES, 'create').supplierIds).toEqual([1, 3]);
  });

  it('sends skipCustomerNumberCheck on update only', () => {
    expect(toOrganizationInput(VALUES, 'update').skipCustomerNumberCheck).toBe(true);
    expect(toOrganizationInput(VALUES, 'create')).not.toHaveProperty('skipCustomerNumberCheck');
  });

  it('trims texts and sends empty optional fields as null', () => {
    const input = toOrganizationInput({ ...VALUES, kvkNumber: '  ', announcementEmailAddress: '' }, 'create');
    expect(input.name).toBe('Acme');
    expect(input.kvkNumber).toBeNull();
    expect(input.announcementEmailAddress).toBeNull();
  });
});
