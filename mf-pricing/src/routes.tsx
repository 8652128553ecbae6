import {
  SALES_PRICE_READER_ROLES,
  VALIDATOR_ORGANIZATION_ROLES,
  VALIDATOR_PROVIDER_ROLES,
} from '@portal/domain';
import { defineRemote, lazyPage } from '@portal/remote-kit';
import { pricingI18n } from './i18n/catalogs';

/**
 * Who reaches the purchasing prices, the price tiers and the indexations (spec §2 /purchasingprices, /pricetiers,
 * /indexations: super admin), as the server's routes. The shell's guard (`canAccess`, spec §2 "… or is any provider
 * user") still lets every provider user in, so each page itself sends everyone but the super admin to `/`
 * (SuperAdminOnly); the menu lists them only for the super admin (menu audience `roles`).
 */
const SUPER_ADMIN = { roles: ['superAdmin' as const] };
/** Sales prices and the price list: every staff role reads (spec §1); customers do not see them. */
const STAFF_READERS = { roles: [...SALES_PRICE_READER_ROLES] };
/**
 * The spreadsheet validator (spec §2 /excel-validator: super admin, management, authorized to sign). The guard lets
 * support and the account manager in too ("… or is any provider user"); the pages send them to `/`
 * (ValidatorUsersOnly) and the menu lists the validator only for these roles (audience `roles`).
 */
const VALIDATOR_USERS = { roles: [...VALIDATOR_PROVIDER_ROLES, ...VALIDATOR_ORGANIZATION_ROLES] };

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
 * - `/indexations`: the indexation list with add, close, delete and a status filter (issue 17 "Indexations"; spec §2
 *   "indexation list (add, close, show prices)", §3 Indexation, §8 "no indexations to show"; menu "Indexations" /
 *   "Indexaties", order 33.5: after Price tiers (33) and before Sub systems (34, mf-customers) — spec §2's menu does
 *   not name it; equal orders would sort by label, which puts "Indexations" before "Price tiers").
 * - `/indexations/:id`: one indexation and its "show prices" — customers and rows it would change, include / exclude,
 *   apply, undo, reset to 1,000 per customer, close (issue 17; spec §2 "show prices"). Reached from the list, no menu
 *   entry of its own.
 * - `/excel-validator`: the spreadsheet validator — choose a profile (staff: sales price import and SIM list;
 *   authorized to sign: SIM list), download its template, upload an xlsx, and the user's own validations (issue 17
 *   "Spreadsheet validator"; spec §2, §8 "no files validated yet"; menu "Spreadsheet validator" /
 *   "Spreadsheetcontrole", order 33.75: after the pricing entries (Indexations 33.5) and before Sub systems (34,
 *   mf-customers) — spec §2's menu does not name it; a customer sees no pricing entry, so for them it comes after
 *   Employees (25) and before Shipments (40). Audience `roles`: super admin, management and authorized to sign only).
 * - `/excel-validator/:id`: one validation's result — its rows (spec §3 Excel validator result row), the downloads
 *   and, for a valid sales price import, "Apply prices" (issue 17). Opened after an upload and from the history, no
 *   menu entry of its own.
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
    {
      path: '/indexations',
      access: SUPER_ADMIN,
      title: 'routes.indexations',
      menu: {
        key: 'pricing.indexations',
        label: 'routes.indexations',
        order: 33.5,
        icon: 'TagsOutlined',
        audience: 'roles',
      },
      page: lazyPage(() => import('./features/indexations/pages/indexations-page'), 'IndexationsPage'),
    },
    {
      path: '/indexations/:id',
      access: SUPER_ADMIN,
      title: 'routes.indexation',
      page: lazyPage(() => import('./features/indexations/pages/indexation-page'), 'IndexationPage'),
    },
    {
      path: '/excel-validator',
      access: VALIDATOR_USERS,
      title: 'routes.excelValidator',
      menu: {
        key: 'pricing.excelValidator',
        label: 'routes.excelValidator',
        order: 33.75,
        icon: 'FileExcelOutlined',
        audience: 'roles',
      },
      page: lazyPage(
        () => import('./features/excel-validator/pages/excel-validator-page'),
        'ExcelValidatorPage',
      ),
    },
    {
      path: '/excel-validator/:id',
      access: VALIDATOR_USERS,
      title: 'routes.excelValidation',
      page: lazyPage(
        () => import('./features/excel-validator/pages/validation-result-page'),
        'ValidationResultPage',
      ),
    },
  ],
});
