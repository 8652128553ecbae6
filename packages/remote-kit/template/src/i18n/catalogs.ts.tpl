import { createRemoteI18n } from '@portal/remote-kit';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/** The `__name__` namespace (ARCHITECTURE §1: each remote owns one), en + nl from src/locales. */
export const __name__I18n = createRemoteI18n('__name__', { en, nl });
