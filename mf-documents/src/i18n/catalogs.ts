import { createRemoteI18n } from '@portal/remote-kit';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/** The `documents` namespace (ARCHITECTURE §1: each remote owns one), en + nl from src/locales. */
export const documentsI18n = createRemoteI18n('documents', { en, nl });

/** The i18next namespace of this remote. */
export const DOCUMENTS_NS = documentsI18n.namespace;

/** This remote's catalogs by locale (src/locales/{en,nl}.json). */
export const documentsCatalogs = documentsI18n.catalogs;
