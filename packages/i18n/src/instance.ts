import { DEFAULT_API_LOCALE, DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, Messages, type Locale } from '@portal/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn, commonNl } from './locales/common';
import { FEATURE_MESSAGES, errorsEn, errorsNl } from './locales/errors';
import { validationEn, validationNl } from './locales/validation';

/** The shared namespaces every part of the portal can use. */
export const SHARED_NAMESPACES = ['common', 'validation', 'errors'] as const;

/** The one i18next instance of the portal (shared as a federation singleton through this package). */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

/** True for `en` and `nl` (spec §9). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The interface language of a first or later visit (spec §1, ARCHITECTURE §4): a valid stored locale wins;
 * otherwise Dutch when the browser language is exactly `nl`, else English.
 */
export function getInitialLocale(stored: string | null | undefined, navigatorLanguage: string | null | undefined): Locale {
  if (isLocale(stored)) return stored;
  return navigatorLanguage === 'nl' ? 'nl' : DEFAULT_LOCALE;
}

function readStoredLocale(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps dayjs and `<html lang>` in step with the interface language. */
function applyLocaleSideEffects(language: string): void {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  dayjs.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Initialises the one i18n instance once (later calls return at once): shared namespaces in en + nl, the
 * language from {@link getInitialLocale}, English as fallback for missing Dutch texts. Initialisation is
 * synchronous (resources are bundled), so the instance is ready when this returns; the promise is for callers
 * that prefer to await.
 */
export function initI18n(): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    const language = getInitialLocale(readStoredLocale(), typeof navigator === 'undefined' ? null : navigator.language);
    void i18n.init({
      initAsync: false,
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...SHARED_NAMESPACES],
      defaultNS: 'common',
      resources: {
        en: { common: commonEn, validation: validationEn, errors: errorsEn },
        nl: { common: commonNl, validation: validationNl, errors: errorsNl },
      },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      showSupportNotice: false,
    } as Parameters<typeof i18n.init>[0]);
    i18n.on('languageChanged', applyLocaleSideEffects);
    applyLocaleSideEffects(language);
  }
  return Promise.resolve(i18n);
}

/** The current interface locale (`en` when not initialised or unknown). */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Switches the interface language (spec §1): stores it under LOCALE_STORAGE_KEY, changes i18next's language,
 * dayjs's locale and `<html lang>`.
 */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies for this visit.
  }
  await initI18n();
  await i18n.changeLanguage(locale);
}

/**
 * The Accept-Language the API client sends (spec §7, ARCHITECTURE §4): the interface's current locale;
 * DEFAULT_API_LOCALE (`nl`) only while i18n is not initialised.
 */
export function getApiLocale(): Locale {
  return i18n.isInitialized ? currentLocale() : DEFAULT_API_LOCALE;
}

const messageKeyByText = new Map<string, string>([
  ...Object.entries(Messages).map(([key, text]): [string, string] => [text, key]),
  ...Object.entries(FEATURE_MESSAGES).flatMap(([feature, messages]) =>
    Object.entries(messages).map(([key, text]): [string, string] => [text, `${feature}.${key}`]),
  ),
]);

/**
 * Translates an original (English) text such as a server message into the current locale when it is one of
 * the spec §8 messages or a feature message (FEATURE_MESSAGES: tickets, videos); any other text is returned as is (spec §8: a missing translation falls back to the
 * original text).
 */
export function translateText(text: string): string {
  const key = messageKeyByText.get(text);
  if (!key || !i18n.isInitialized) return text;
  return i18n.t(key, { ns: 'errors', defaultValue: text });
}
