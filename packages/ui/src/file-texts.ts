/**
 * Texts of the file building blocks (FileUpload, PdfViewer), in the `uiFiles` namespace of the one i18n instance.
 * Kept here rather than in @portal/i18n's shared namespaces because only these components use them; "File is
 * required" and "This file type is not allowed." come from the shared `validation` namespace (spec §5).
 */
export const UI_FILES_NS = 'uiFiles';

export const uiFilesCatalogs = {
  en: {
    upload: {
      drop: 'Click or drag a file here to upload it',
      accepted: 'Allowed: {{types}}, at most {{max}}',
      label: 'Choose a file',
      remove: 'Remove {{name}}',
      tooBig: 'The file {{name}} is {{size}}; the most you can upload is {{max}}.',
      wrongType: 'The file {{name}} cannot be uploaded: only {{types}} files are allowed.',
      progress: 'Upload progress',
    },
    pdf: {
      loading: 'Loading document…',
    },
  },
  nl: {
    upload: {
      drop: 'Klik of sleep een bestand hierheen om het te uploaden',
      accepted: 'Toegestaan: {{types}}, maximaal {{max}}',
      label: 'Kies een bestand',
      remove: '{{name}} verwijderen',
      tooBig: 'Het bestand {{name}} is {{size}}; u kunt maximaal {{max}} uploaden.',
      wrongType: 'Het bestand {{name}} kan niet worden geüpload: alleen {{types}}-bestanden zijn toegestaan.',
      progress: 'Voortgang van de upload',
    },
    pdf: {
      loading: 'Document laden…',
    },
  },
} as const;
