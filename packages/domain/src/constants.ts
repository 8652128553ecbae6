/** Business constants of spec §9. */

export const LOCALES = ['en', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
/** Interface language when nothing is stored (spec §9). */
export const DEFAULT_LOCALE: Locale = 'en';
/** Accept-Language the API client sends when nothing is stored (spec §7, §9). */
export const DEFAULT_API_LOCALE: Locale = 'nl';
/** localStorage key of the current locale (spec §1). */
export const LOCALE_STORAGE_KEY = 'locale';
/** localStorage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'token';

/** Page size of server-paginated lists (spec §9: "two page/limit constants of 20"). */
export const PAGE_SIZE = 20;
/** Upper bound a client may ask for in one page. */
export const MAX_PAGE_SIZE = 100;

/** Indexation reset value (spec §9). */
export const INDEXATION_RESET_VALUE = 1000;
/** More than this many SIMs: advise parcel (spec §5, §9). */
export const MAX_SIMS_FOR_LETTER = 10;
/** Tooltip show delay in ms (spec §9). */
export const TOOLTIP_DELAY_MS = 200;

/** Subsystem ids of spec §2. */
export const Subsystem = {
  helpdesk: 1,
  webshop: 2,
  supplierA: 3,
  supplierB: 4,
  supplierC: 5,
  supplierD: 8,
} as const;
export type SubsystemId = (typeof Subsystem)[keyof typeof Subsystem];

/** Supplier provider types of spec §3. */
export const ProviderType = {
  firstMobileIot: 0,
  secondMobileIot: 1,
  thirdIot: 2,
  globalSim: 3,
  provider: 4,
  networkEquipment: 5,
  telematicsHardware: 6,
  furtherIot: 7,
  mobileOperator: 8,
  providerControl: 9,
  providerPrepaid: 10,
} as const;

/** Address type flags of spec §3 (combinable as a bit set). */
export const AddressType = { none: 0, shipping: 1, invoice: 2, visiting: 4 } as const;

/** Every subsystem the portal knows, with its i18n key (labels live in the remotes' catalogs). */
export const SUBSYSTEMS = [
  { id: 1, key: 'helpdesk' },
  { id: 2, key: 'webshop' },
  { id: 3, key: 'supplierA' },
  { id: 4, key: 'supplierB' },
  { id: 5, key: 'supplierC' },
  { id: 8, key: 'supplierD' },
] as const;
export const SUBSYSTEM_IDS: readonly number[] = SUBSYSTEMS.map((s) => s.id);

/** Minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 10;
