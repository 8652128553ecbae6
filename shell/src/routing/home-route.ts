import type { ManifestRoute } from '@portal/federation';
import { shellTexts } from '../i18n/shell-namespace';

/**
 * The Home route `/` as the menu and the route table describe it (spec §2): the first menu entry, whoever renders
 * the page (the shell's launcher, or a remote that claims `/`). Kept apart from the page component so the menu
 * does not import the pages.
 */
export const HOME_ROUTE: ManifestRoute = {
  path: '/',
  access: {},
  layout: 'main',
  titleKey: 'home.title',
  menu: { key: 'shell.home', labelKey: 'menu.home', order: 0, icon: 'HomeOutlined' },
  texts: shellTexts('home.title', 'menu.home'),
};
