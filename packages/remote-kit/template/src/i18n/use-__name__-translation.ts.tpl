import { __name__I18n } from './catalogs';

/** `t` of this remote's namespace (`__name__`) on the portal's one i18next instance. */
export function use__Name__Translation() {
  return __name__I18n.useTranslation();
}
