import type { Company, Employee, Organization, OrganizationListItem, Supplier } from '@portal/domain';

/** An organization as GET /organizations/{id} returns it. */
export const ACME: Organization = {
  id: 7,
  name: 'Acme Sensors B.V.',
  customerNumber: 'C-1007',
  vatNumber: 'NL001234567B01',
  kvkNumber: '12345678',
  ibanNumber: 'NL91ABNA0417164300',
  country: 'Nederland',
  vatLiable: true,
  isInactive: false,
  isProspect: false,
  isReseller: false,
  resellerId: null,
  contactPersonId: 2,
  initialContractorId: null,
  announcementEmailAddress: 'noc@acme.example',
  slaLevel: 'Gold',
  shippingAddressId: 70,
  invoiceAddressId: null,
  visitingAddressId: null,
  supplierIds: [1],
  suppliers: [{ id: 1, name: 'First Mobile IoT', providerType: 0, hasRoamingList: true }],
  subSystems: [1],
  addresses: [],
  shippingAddress: null,
};

/** Rows of the customer list. */
export const LIST_ITEMS: OrganizationListItem[] = [
  {
    id: 7,
    name: 'Acme Sensors B.V.',
    customerNumber: 'C-1007',
    country: 'Nederland',
    city: 'Utrecht',
    contactPersonName: 'Sam Support',
    isInactive: false,
    isProspect: false,
    isReseller: true,
  },
  {
    id: 8,
    name: 'Bolt Trackers',
    customerNumber: 'C-1008',
    country: 'België',
    city: 'Gent',
    contactPersonName: null,
    isInactive: true,
    isProspect: true,
    isReseller: false,
  },
];

export const SUPPLIERS: Supplier[] = [
  { id: 1, name: 'First Mobile IoT', providerType: 0, hasRoamingList: true },
  { id: 2, name: 'Global SIM', providerType: 3, hasRoamingList: false },
];

export const EMPLOYEES: Employee[] = [
  { id: 2, name: 'Sam Support', firstName: 'Sam', lastName: 'Support', email: 'support@provider.example', phoneNumber: null, roles: [1] },
];

/** The company details of organization 7 (GET /organizations/7/company). */
export const ACME_COMPANY: Company = {
  id: 7,
  name: 'Acme Sensors B.V.',
  customerNumber: 'C-1007',
  vatNumber: 'NL001234567B01',
  kvkNumber: '12345678',
  ibanNumber: 'NL91ABNA0417164300',
  country: 'Nederland',
  slaLevel: 'Gold',
  isInactive: false,
  announcementEmailAddress: 'notices@acme.example',
  contactPerson: { id: 2, name: 'Sam Support', email: 'support@provider.example', phoneNumber: null },
  shippingAddress: {
    id: 70,
    streetName: 'Stationsplein',
    houseNumber: '12',
    zipCode: '3511 ED',
    city: 'Utrecht',
    country: 'Nederland',
    countryCode: 'NL',
    email: null,
    shippingAddress: true,
    invoiceAddress: false,
    visitingAddress: false,
  },
  invoiceAddress: null,
  visitingAddress: null,
};
