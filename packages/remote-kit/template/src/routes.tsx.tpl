import { defineRemote, lazyPage } from '@portal/remote-kit';
import { __name__I18n } from './i18n/catalogs';

/**
 * THE route table of the `__name__` remote (ARCHITECTURE §1): the shell's menu and guard (routes.json, the
 * `./routes` expose) and this remote's `<Routes>` both come from it. A new screen is one row here, its page in
 * `src/features/<feature>/pages/` and its texts in `src/locales/{en,nl}.json`.
 */
export const __name__ = defineRemote({
  i18n: __name__I18n,
  routes: [
    {
      path: '/__name__',
      access: {},
      title: 'routes.__name__',
      menu: { key: '__name__.home', label: 'routes.__name__', order: 100, icon: 'AppstoreOutlined' },
      page: lazyPage(() => import('./features/__name__/pages/__name__-page'), '__Name__Page'),
    },
  ],
});
