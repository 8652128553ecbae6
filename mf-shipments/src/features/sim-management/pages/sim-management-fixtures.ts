import type { Page, RoamingChanges, RoamingEntry, RoamingListVersion, SimSupplier } from '@portal/domain';

/** Test data of the SIM management screens (issue 15). */

/** The current roaming list of NorthSea IoT: its second version, uploaded by Sam Support. */
export const CURRENT_VERSION: RoamingListVersion = {
  id: 12,
  supplierId: 3,
  fileName: 'northsea-roaming-2026-11.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sizeBytes: 48_213,
  entryCount: 412,
  createdAt: '2026-11-20T09:15:00.000Z',
  uploadedBy: 'Sam Support',
  isCurrent: true,
  added: 3,
  removed: 1,
  changed: 2,
};

/** The first roaming list of NorthSea IoT (nothing to compare with). */
export const FIRST_VERSION: RoamingListVersion = {
  ...CURRENT_VERSION,
  id: 11,
  fileName: 'northsea-roaming-2026-05.csv',
  contentType: 'text/csv',
  entryCount: 410,
  createdAt: '2026-05-02T08:00:00.000Z',
  uploadedBy: null,
  isCurrent: false,
  added: null,
  removed: null,
  changed: null,
};

/** A first mobile IoT supplier with a portal, descriptions in both languages, a logo and a roaming list. */
export const NORTHSEA: SimSupplier = {
  id: 3,
  name: 'NorthSea IoT',
  providerType: 0,
  hasRoamingList: true,
  portalUrl: 'https://portal.northsea.example/sims',
  description: {
    en: 'Roaming SIMs for Europe with LTE-M and NB-IoT.',
    nl: 'Roaming-simkaarten voor Europa met LTE-M en NB-IoT.',
  },
  logoVersion: 'a1b2c3',
  roamingList: CURRENT_VERSION,
};

/** A global SIM supplier with a roaming list flag but no list yet, only an English description and no logo. */
export const GLOBE: SimSupplier = {
  id: 5,
  name: 'Globe SIM',
  providerType: 3,
  hasRoamingList: true,
  portalUrl: null,
  description: { en: 'One SIM for every country.', nl: '' },
  logoVersion: null,
  roamingList: null,
};

/** A mobile operator without a roaming list whose stored portal URL is not http(s) (issue 21: never a link). */
export const SHADY: SimSupplier = {
  id: 7,
  name: 'Shady Mobile',
  providerType: 8,
  hasRoamingList: false,
  portalUrl: 'javascript:alert(1)',
  description: { en: '', nl: '' },
  logoVersion: null,
  roamingList: null,
};

/** Networks of NorthSea IoT's current list. */
export const KPN: RoamingEntry = {
  country: 'Netherlands',
  operator: 'KPN',
  mccMnc: '204-08',
  technologies: ['2G', '4G', 'LTE-M'],
};
export const PROXIMUS: RoamingEntry = {
  country: 'Belgium',
  operator: 'Proximus',
  mccMnc: '206-01',
  technologies: ['4G', 'NB-IoT'],
};
export const ORANGE_FR: RoamingEntry = {
  country: 'France',
  operator: 'Orange',
  mccMnc: '208-01',
  technologies: ['3G', '4G'],
};

/** What changed in the current version: Proximus added, Orange removed, KPN lost 3G and was renamed. */
export const CHANGES: RoamingChanges = {
  versionId: 12,
  previousVersionId: 11,
  added: [PROXIMUS],
  removed: [ORANGE_FR],
  changed: [{ before: { ...KPN, operator: 'KPN Mobile', technologies: ['2G', '3G', '4G'] }, after: KPN }],
};

/** A page of networks as GET …/roaming-list/entries answers. */
export function entryPage(items: RoamingEntry[], total = items.length): Page<RoamingEntry> {
  return { items, total, page: 1, pageSize: 20 };
}
