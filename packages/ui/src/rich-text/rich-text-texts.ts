/**
 * Texts of the rich-text editor (issue 12, spec §1), in the `uiRichText` namespace of the one i18n instance, like
 * the file building blocks (`uiFiles`): only these components use them. Registered by the components themselves
 * with `useRemoteNamespace`. Kept free of TipTap, so the editor's loading placeholder can use them eagerly.
 */
export const UI_RICH_TEXT_NS = 'uiRichText';

export const uiRichTextCatalogs = {
  en: {
    toolbar: 'Text formatting',
    loading: 'Loading the editor…',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    heading2: 'Heading H2',
    heading3: 'Heading H3',
    undo: 'Undo',
    redo: 'Redo',
    /** A tooltip with the keyboard shortcut, e.g. "Bold (Ctrl+B)". */
    withShortcut: '{{label}} ({{shortcut}})',
    linkDialog: {
      title: 'Link',
      address: 'Web address or e-mail link',
      hint: 'Enter a web address (https://…) or e-mail link (mailto:…)',
      invalid: 'Only web addresses (http://… or https://…) and e-mail links (mailto:…) can be linked.',
      apply: 'Apply',
      remove: 'Remove link',
    },
  },
  nl: {
    toolbar: 'Tekstopmaak',
    loading: 'De editor wordt geladen…',
    bold: 'Vet',
    italic: 'Cursief',
    bulletList: 'Opsomming',
    orderedList: 'Genummerde lijst',
    link: 'Link',
    heading2: 'Kop H2',
    heading3: 'Kop H3',
    undo: 'Ongedaan maken',
    redo: 'Opnieuw uitvoeren',
    withShortcut: '{{label}} ({{shortcut}})',
    linkDialog: {
      title: 'Link',
      address: 'Webadres of e-maillink',
      hint: 'Voer een webadres (https://…) of e-maillink (mailto:…) in',
      invalid:
        'Alleen webadressen (http://… of https://…) en e-maillinks (mailto:…) kunnen als link worden gebruikt.',
      apply: 'Toepassen',
      remove: 'Link verwijderen',
    },
  },
} as const;
