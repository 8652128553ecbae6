/** The `common` namespace: texts shared by every screen (buttons, tables, language switch, states). */
export const commonEn = {
  actions: {
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    add: 'Add',
    edit: 'Edit',
    delete: 'Delete',
    remove: 'Remove',
    close: 'Close',
    back: 'Back',
    retry: 'Try again',
    search: 'Search',
    yes: 'Yes',
    no: 'No',
  },
  language: {
    label: 'Language',
    en: 'English',
    nl: 'Nederlands',
  },
  table: {
    search: 'Search',
    total: '{{start}}–{{end}} of {{total}}',
    empty: 'Nothing to show.',
    loading: 'Loading…',
    filters: 'Filters',
  },
  confirm: {
    /** "Are you sure you want to …" (spec §8 confirmations); `action` is the action in lower case. */
    question: 'Are you sure you want to {{action}}?',
    title: 'Please confirm',
  },
  error: {
    title: 'Something went wrong.',
    fields: 'Please check these fields:',
  },
  address: {
    empty: 'No address',
  },
} as const;

/** Dutch `common` namespace (same keys as {@link commonEn}). */
export const commonNl: CommonTexts = {
  actions: {
    ok: 'OK',
    cancel: 'Annuleren',
    save: 'Opslaan',
    add: 'Toevoegen',
    edit: 'Bewerken',
    delete: 'Verwijderen',
    remove: 'Verwijderen',
    close: 'Sluiten',
    back: 'Terug',
    retry: 'Opnieuw proberen',
    search: 'Zoeken',
    yes: 'Ja',
    no: 'Nee',
  },
  language: {
    label: 'Taal',
    en: 'English',
    nl: 'Nederlands',
  },
  table: {
    search: 'Zoeken',
    total: '{{start}}–{{end}} van {{total}}',
    empty: 'Er is niets om te tonen.',
    loading: 'Laden…',
    filters: 'Filters',
  },
  confirm: {
    question: 'Weet u zeker dat u {{action}} wilt?',
    title: 'Bevestigen',
  },
  error: {
    title: 'Er is iets misgegaan.',
    fields: 'Controleer deze velden:',
  },
  address: {
    empty: 'Geen adres',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
type CommonTexts = Widen<typeof commonEn>;
