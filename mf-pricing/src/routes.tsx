import { SALES_PRICE_READER_ROLES } from '@portal/domain';
import { defineRemote, lazyPage } from '@portal/remote-kit';
import { pricingI18n } from './i18n/catalogs';

/**
 * Who reaches the purchasing prices and the price tiers (spec §2 /purchasingprices, /pricetiers: super admin), as the
 * server's routes. The shell's guard (`canAccess`, spec §2 "… or is any provider user") still lets every provider
 * user in, so each page itself sends everyone but the super admin to `/` (SuperAdminOnly); the menu lists them only
 * for the super admin (menu audience `roles`).
 */
const SUPER_ADMIN = { roles: ['superAdmin' as const] };
/** Sales prices and the price list: every staff role reads (spec §1); customers do not see them. */
const STAFF_READERS = { roles: [...SALES_PRICE_READER_ROLES] };

/**
 * THE route table of the `pricing` remote (ARCHITECTURE §1; issue 16): the shell's menu and guard (routes.json, the
 * `./routes` expose) and this remote's `<Routes>` both come from it. A new screen is one row here, its page in
 * `src/features/<feature>/pages/` and its texts in the feature's `locales/{en,nl}.json`.
 *
 * - `/prices`: the sales prices of one customer — grid with filters, add/edit/delete, history per row, bulk edit
 *   with preview and undo (issue 16 "Sales prices", "Bulk edit"; spec §2 "sales prices with bulk edit", path not
 *   shown; menu "Prices" / "Prijzen", order 30 as spec §2's menu lists it: after Users, before Purchasing prices).
 *   Super admin and management write; support and the account manager read.
 * - `/prices/list`: the sales price list across customers with its truncation notice and the xlsx export (issue 16
 *   "Price list"; spec §2 "sales price list", path not shown). Reached from the Prices page, no menu entry of its own.
 * - `/purchasingprices`: the purchasing prices table with add, edit and delete dialogs (spec §2, §3 Purchasing price;
 *   menu "Purchasing prices" / "Inkoopprijzen", order 32: after Prices (30, the sales prices of this remote) and
 *   before Sub systems (34, mf-customers), as spec §2's menu lists them).
 * - `/pricetiers`: the named tier sets with add, edit and delete, and the calculator (issue 16 "Price tiers"; spec §2,
 *   §3 Indexation "… price tiers"; menu "Price tiers" / "Staffelprijzen", order 33: right after Purchasing prices —
 *   spec §2's menu does not name it — and before Sub systems).
 */
export const pricing = defineRemote({
  i18n: pricingI18n,
  routes: [
    {
      path: '/prices',
      access: STAFF_READERS,
      title: 'routes.prices',
      menu: {
        key: 'pricing.prices',
        label: 'routes.prices',
        order: 30,
        icon: 'EuroOutlined',
        audience: 'provider',
      },
      page: lazyPage(() => import('./features/sales-prices/pages/sales-prices-page'), 'SalesPricesPage'),
    },
    {
      path: '/prices/list',
      access: STAFF_READERS,
      title: 'routes.priceList',
      page: lazyPage(() => import('./features/price-list/pages/price-list-page'), 'PriceListPage'),
    },
    {
      path: '/purchasingprices',
      access: SUPER_ADMIN,
      title: 'routes.purchasingPrices',
      menu: {
        key: 'pricing.purchasingPrices',
        label: 'routes.purchasingPrices',
        order: 32,
        icon: 'ShopOutlined',
        audience: 'roles',
      },
      page: lazyPage(
        () => import('./features/purchasing-prices/pages/purchasing-prices-page'),
        'PurchasingPricesPage',
      ),
    },
    {
      path: '/pricetiers',
      access: SUPER_ADMIN,
      title: 'routes.priceTiers',
      menu: {
        key: 'pricing.priceTiers',
        label: 'routes.priceTiers',
        order: 33,
        icon: 'BarChartOutlined',
        audience: 'roles',
      },
      page: lazyPage(() => import('./features/price-tiers/pages/price-tiers-page'), 'PriceTiersPage'),
    },
  ],
});
