import { helpdeskI18n } from './catalogs';

/** `t` of this remote's namespace (`helpdesk`) on the portal's one i18next instance. */
export function useHelpdeskTranslation() {
  return helpdeskI18n.useTranslation();
}
