import { LOCALE_STORAGE_KEY, Messages, TicketMessages, VideoMessages } from '@portal/domain';
import dayjs from 'dayjs';
import { FEATURE_MESSAGES, errorsEn, errorsNl } from './locales/errors';
import { addRemoteNamespace } from './locale-hooks';
import { getApiLocale, getInitialLocale, i18n, initI18n, setLocale, translateText } from './instance';

describe('getInitialLocale (spec §1, ARCHITECTURE §4)', () => {
  it.each<[string | null, string | undefined, string, string]>([
    ['nl', 'en-US', 'nl', 'a stored locale wins over the browser'],
    ['en', 'nl', 'en', 'a stored locale wins over a Dutch browser'],
    [null, 'nl', 'nl', 'first visit with a browser language of exactly nl'],
    [null, 'nl-NL', 'en', 'first visit with nl-NL (not exactly nl)'],
    [null, 'nl-BE', 'en', 'first visit with nl-BE'],
    [null, 'de', 'en', 'first visit with another language'],
    [null, undefined, 'en', 'first visit without a browser language'],
    ['fr', 'nl', 'nl', 'an invalid stored value is ignored'],
    ['', 'en', 'en', 'an empty stored value is ignored'],
  ])('stored %p + browser %p → %p (%s)', (stored, browser, expected, _why) => {
    expect(getInitialLocale(stored, browser)).toBe(expected);
  });
});

describe('getApiLocale before initialisation', () => {
  it('defaults the Accept-Language to nl while i18n is not initialised (spec §7)', () => {
    expect(i18n.isInitialized).toBeFalsy();
    expect(getApiLocale()).toBe('nl');
  });
});

describe('the i18n instance', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('starts in English when nothing is stored and the browser is not Dutch', () => {
    expect(i18n.language).toBe('en');
    expect(getApiLocale()).toBe('en');
  });

  it('setLocale persists the choice, switches texts, dayjs, <html lang> and the API language', async () => {
    await setLocale('nl');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('nl');
    expect(i18n.t('actions.cancel')).toBe('Annuleren');
    expect(dayjs().locale()).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(getApiLocale()).toBe('nl');
    expect(getInitialLocale(localStorage.getItem(LOCALE_STORAGE_KEY), 'en')).toBe('nl');

    await setLocale('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('actions.cancel')).toBe('Cancel');
    expect(dayjs().locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('has every spec §8 message word for word in English and translated in Dutch', async () => {
    for (const [key, text] of Object.entries(Messages)) {
      expect(i18n.t(key, { ns: 'errors', lng: 'en' })).toBe(text);
      const dutch = i18n.t(key, { ns: 'errors', lng: 'nl' });
      expect(dutch).toBeTruthy();
      expect(dutch).not.toBe(text);
    }
    expect(Object.keys(errorsNl).sort()).toEqual(Object.keys(errorsEn).sort());
  });

  it('has the spec §5 generic validation messages', () => {
    expect(i18n.t('email', { ns: 'validation', lng: 'en' })).toBe('Please enter a valid email address.');
    expect(i18n.t('formIncomplete', { ns: 'validation', lng: 'en' })).toBe(
      'Sorry, not all fields are filled in correctly.',
    );
    expect(i18n.t('formIncomplete', { ns: 'validation', lng: 'nl' })).toBe(
      'Helaas zijn niet alle velden correct ingevuld.',
    );
    // antd placeholders survive i18next untouched.
    expect(i18n.t('form.required', { ns: 'validation', lng: 'en' })).toBe('${label} is required.');
  });

  it('falls back to English when a Dutch text is missing, and to the original text when none exists (spec §8)', async () => {
    addRemoteNamespace('remote-test', { en: { only: 'Only in English', both: 'Both' }, nl: { both: 'Beide' } });
    await setLocale('nl');
    expect(i18n.t('both', { ns: 'remote-test' })).toBe('Beide');
    expect(i18n.t('only', { ns: 'remote-test' })).toBe('Only in English');
    expect(translateText(Messages.general)).toBe('Er is iets misgegaan.');
    expect(translateText('Customer number is already in use.')).toBe('Customer number is already in use.');
    await setLocale('en');
    expect(translateText(Messages.general)).toBe('Something went wrong.');
  });

  it('shows the feature messages the server sends (tickets, videos) in Dutch, every one translated', async () => {
    await setLocale('nl');
    expect(translateText(TicketMessages.closedTicket)).toBe('Dit ticket is gesloten. Open een nieuw ticket.');
    expect(translateText(VideoMessages.linkProtocol)).toBe('Vul een link in die begint met https://.');
    for (const [feature, messages] of Object.entries(FEATURE_MESSAGES)) {
      for (const [key, text] of Object.entries(messages)) {
        const dutch = translateText(text);
        expect([feature, key, dutch]).not.toEqual([feature, key, text]);
        expect(dutch).toBe((errorsNl as unknown as Record<string, Record<string, string>>)[feature][key]);
      }
    }
    await setLocale('en');
    expect(translateText(TicketMessages.closedTicket)).toBe(TicketMessages.closedTicket);
  });
});
