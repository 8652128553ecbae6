import type { Supplier, SupplierServiceDocument, SupplierServicePage } from '@portal/domain';

/** Test data of the supplier service pages (issue 15). */

/** A PDF of NorthSea's page: 240 KB, uploaded 20 Nov 2026. */
export const INSTALLATION_GUIDE: SupplierServiceDocument = {
  id: 21,
  title: 'Installation guide',
  fileName: 'northsea-install.pdf',
  contentType: 'application/pdf',
  size: 245_760,
  uploadedAt: '2026-11-20T09:15:00.000Z',
};

/** A workbook of NorthSea's page: 18 KB, uploaded 1 Oct 2026. */
export const PRICE_SHEET: SupplierServiceDocument = {
  id: 22,
  title: 'Price sheet 2027',
  fileName: 'prices-2027.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  size: 18_432,
  uploadedAt: '2026-10-01T12:00:00.000Z',
};

/** The page of subsystem 3 (/northsea): a supplier with logo and portal, both descriptions, documents and contacts. */
export const NORTHSEA_PAGE: SupplierServicePage = {
  subsystem: 3,
  slug: 'northsea',
  supplier: {
    id: 3,
    name: 'NorthSea Mobile IoT',
    providerType: 0,
    portalUrl: 'https://portal.northsea.example/sims',
    logoVersion: 'a1b2c3',
  },
  description: {
    en: '<p>Roaming SIMs for <strong>Europe</strong>.</p>',
    nl: '<p>Roaming-simkaarten voor <strong>Europa</strong>.</p>',
  },
  contacts: [
    {
      name: 'Nina de Vries',
      function: 'Account manager',
      email: 'nina@northsea.example',
      phoneNumber: '+31 (0)20 123 4567',
    },
    { name: 'NorthSea service desk', function: null, email: null, phoneNumber: '0800 1234' },
  ],
  documents: [INSTALLATION_GUIDE, PRICE_SHEET],
  updatedAt: '2026-11-20T09:15:00.000Z',
};

/** The page of subsystem 8 (/tracktech) before staff filled it in: no supplier, texts, documents or contacts. */
export const EMPTY_PAGE: SupplierServicePage = {
  subsystem: 8,
  slug: 'tracktech',
  supplier: null,
  description: { en: '', nl: '' },
  contacts: [],
  documents: [],
  updatedAt: null,
};

/** The suppliers of GET /suppliers, by name. */
export const SUPPLIERS: Supplier[] = [
  { id: 3, name: 'NorthSea Mobile IoT', providerType: 0, hasRoamingList: true },
  { id: 6, name: 'TrackTech Telematics', providerType: 6, hasRoamingList: false },
];
