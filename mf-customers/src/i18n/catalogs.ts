import { createRemoteI18n } from '@portal/remote-kit';
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

/**
 * The `customers` namespace (ARCHITECTURE §1: each remote owns one): the core catalog (src/locales) joined with
 * the feature catalogs (src/features/<feature>/locales); each feature owns its top-level keys, so a clash throws
 * at load.
 */
export const customersI18n = createRemoteI18n('customers', {
  en: [
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
  ],
  nl: [
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
  ],
});

/** The i18next namespace of this remote. */
export const CUSTOMERS_NS = customersI18n.namespace;

/** This remote's catalogs by locale (src/locales and src/features/<feature>/locales). */
export const customersCatalogs = customersI18n.catalogs;
