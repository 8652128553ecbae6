import coreEn from '../locales/en.json';
import coreNl from '../locales/nl.json';
import accountManagerEn from '../features/account-manager/locales/en.json';
import accountManagerNl from '../features/account-manager/locales/nl.json';
import addressesEn from '../features/addresses/locales/en.json';
import addressesNl from '../features/addresses/locales/nl.json';
import contactsEn from '../features/contacts/locales/en.json';
import contactsNl from '../features/contacts/locales/nl.json';
import employeesEn from '../features/employees/locales/en.json';
import employeesNl from '../features/employees/locales/nl.json';
import moreServicesEn from '../features/more-services/locales/en.json';
import moreServicesNl from '../features/more-services/locales/nl.json';
import profileEn from '../features/profile/locales/en.json';
import profileNl from '../features/profile/locales/nl.json';
import subcustomersEn from '../features/subcustomers/locales/en.json';
import subcustomersNl from '../features/subcustomers/locales/nl.json';
import subsystemsEn from '../features/subsystems/locales/en.json';
import subsystemsNl from '../features/subsystems/locales/nl.json';
import usersEn from '../features/users/locales/en.json';
import usersNl from '../features/users/locales/nl.json';

/** The i18next namespace of this remote (ARCHITECTURE §1: each remote owns one namespace). */
export const CUSTOMERS_NS = 'customers';

type Catalog = Record<string, unknown>;

/**
 * Joins the core catalog (src/locales) with the feature catalogs (src/features/<feature>/locales); each feature
 * owns its own top-level keys, so a clash is a mistake and throws at load.
 */
function merge(...parts: Catalog[]): Catalog {
  const out: Catalog = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key in out) throw new Error(`customers locale key "${key}" is defined twice`);
      out[key] = value;
    }
  }
  return out;
}

const en = merge(
  coreEn,
  addressesEn,
  contactsEn,
  subcustomersEn,
  subsystemsEn,
  usersEn,
  employeesEn,
  profileEn,
  accountManagerEn,
  moreServicesEn,
);
const nl = merge(
  coreNl,
  addressesNl,
  contactsNl,
  subcustomersNl,
  subsystemsNl,
  usersNl,
  employeesNl,
  profileNl,
  accountManagerNl,
  moreServicesNl,
);

/** This remote's catalogs by locale (src/locales and src/features/<feature>/locales). */
export const customersCatalogs = { en, nl } as const;

/** Reads a dotted key from a catalog, e.g. `routes.organizations`. Throws when it is missing (build-time check). */
function lookup(catalog: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
  if (typeof value !== 'string') throw new Error(`customers locale key "${key}" is missing`);
  return value;
}

/**
 * The en + nl texts of the given catalog keys, shaped like a route manifest's `texts`, so menu labels and titles
 * are written once, in the locale files. A key is either a catalog key, used as is, or a pair
 * `[manifestKey, catalogKey]` for keys shared with other remotes (e.g. the `menu.profile` group).
 */
export function routeTexts(
  ...keys: Array<string | [manifestKey: string, catalogKey: string]>
): { en: Record<string, string>; nl: Record<string, string> } {
  const pairs = keys.map((key) => (typeof key === 'string' ? [key, key] : key));
  return {
    en: Object.fromEntries(pairs.map(([manifestKey, catalogKey]) => [manifestKey, lookup(en, catalogKey)])),
    nl: Object.fromEntries(pairs.map(([manifestKey, catalogKey]) => [manifestKey, lookup(nl, catalogKey)])),
  };
}
