/** @portal/i18n: the one i18next instance, locale rule and persistence (spec §1), shared namespaces. */
export {
  i18n,
  initI18n,
  getInitialLocale,
  setLocale,
  getApiLocale,
  currentLocale,
  isLocale,
  translateText,
  SHARED_NAMESPACES,
} from './instance';
export { useLocale, addRemoteNamespace, useRemoteNamespace, type NamespaceCatalogs } from './locale-hooks';
export { commonEn, commonNl } from './locales/common';
export { validationEn, validationNl } from './locales/validation';
export { errorsEn, errorsNl, type MessageKey } from './locales/errors';
