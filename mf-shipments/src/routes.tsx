import {
  ALL_ROLES,
  SHIPMENT_CREATOR_ROLES,
  SUPPLIER_SERVICE_PAGES,
  WEBSHOP_STAFF_ROLES,
  WEBSHOP_SUBSYSTEM,
  type SupplierServiceSubsystem,
} from '@portal/domain';
import { defineRemote, lazyPage, type RemoteRouteDefinition } from '@portal/remote-kit';
import { shipmentsI18n } from './i18n/catalogs';

/**
 * Who reaches the shipment screens (spec §2 /shipments: "all provider roles and all five organization roles"):
 * ALL_ROLES, the four provider and five organization roles, as the server's READERS. Staff see every
 * organization's shipments, organization users their own (the server's tenant rule, docs/shipments-api.md).
 */
const SHIPMENT_READERS = { roles: ALL_ROLES };

/**
 * The access of the two creation flows (/shipments/new, /shipments/new/international): SHIPMENT_CREATOR_ROLES,
 * everyone but the account manager (spec §2 gives /shipments "overview and creation" to all roles, spec §6 lets the
 * account manager write only helpdesk tickets), as the server's create routes. The shell's guard (`canAccess`)
 * still lets every provider user in, the account manager too, so the flows refuse the account manager themselves
 * (useCanCreateShipments).
 */
const SHIPMENT_CREATORS = { roles: [...SHIPMENT_CREATOR_ROLES] };

/**
 * Who reaches SIM management (spec §2 /simmanagement: "no restriction"): every signed-in user. What each sees is the
 * server's rule (issue 15): organization users the suppliers of their organization, staff every supplier; editing
 * is for SIM_MANAGEMENT_EDITOR_ROLES (useCanEditSuppliers).
 */
const SIM_MANAGEMENT_USERS = {};

/** Menu position of the first supplier service page (right after SIM management, 41); the others follow in order. */
const SUPPLIER_SERVICE_MENU_ORDER = 42;

/**
 * The template page of the supplier service page of `subsystem`, loaded on first visit (the four routes share one
 * chunk, SupplierServicePage).
 */
function supplierServicePage(subsystem: SupplierServiceSubsystem) {
  return lazyPage(
    () =>
      import('./features/supplier-services/pages/supplier-service-page').then(({ SupplierServicePage }) => ({
        SupplierServiceRoutePage: () => <SupplierServicePage subsystem={subsystem} />,
      })),
    'SupplierServiceRoutePage',
  );
}

/**
 * The four supplier service pages (issue 15; spec §2 "four pages at paths named after suppliers, one per supplier:
 * subsystems 3, 4, 5 and 8", access by subsystem), one row per SUPPLIER_SERVICE_PAGES entry: `/northsea`,
 * `/lowlands`, `/globesim`, `/tracktech`, each open to the organizations holding its subsystem (the shell's guard
 * sends other organization users to /; provider users always pass). The title is the generic "Supplier service"
 * ("Leveranciersdienst"): the supplier a page presents is server data, its name the page's heading. The menu label
 * is the supplier's brand name, fixed in the catalogs (a menu label cannot come from the server), with the link icon,
 * ordered 42 to 45 after SIM management.
 */
const SUPPLIER_SERVICE_ROUTES: RemoteRouteDefinition[] = SUPPLIER_SERVICE_PAGES.map(
  ({ subsystem, slug }, index) => ({
    path: `/${slug}`,
    access: { subsystem },
    title: 'routes.supplierService',
    menu: {
      key: `shipments.supplierService.${slug}`,
      label: `routes.supplierServiceMenu.${slug}`,
      order: SUPPLIER_SERVICE_MENU_ORDER + index,
      icon: 'LinkOutlined',
    },
    page: supplierServicePage(subsystem),
  }),
);

/**
 * Who reaches the webshop and its orders (issue 15; spec §2 /webshop "webshop / order", subsystem 2): the
 * organizations holding subsystem 2 (the shell's guard sends other organization users to /; provider users always
 * pass). Within it, ordering is for WEBSHOP_ORDERER_ROLES and fulfilling for WEBSHOP_STAFF_ROLES
 * (useWebshopPermissions), as the server decides.
 */
const WEBSHOP_USERS = { subsystem: WEBSHOP_SUBSYSTEM };

/**
 * Who reaches the webshop catalogue (issue 15): the staff who keep it (WEBSHOP_STAFF_ROLES) and the account manager,
 * who reads (spec §6: "reads everything").
 */
const WEBSHOP_CATALOGUE_READERS = { roles: [...WEBSHOP_STAFF_ROLES, 'accountManager' as const] };

/**
 * THE route table of the `shipments` remote (ARCHITECTURE §1; issue 14: the overview, the two creation flows and
 * the detail; issue 15: SIM management, the supplier service pages and the webshop): the shell's menu and guard (routes.json, the `./routes` expose) and this
 * remote's `<Routes>` both come from it.
 *
 * - `/shipments`: the overview (menu "Shipments" / "Zendingen"; order 40, after the staff entries Customers,
 *   Employees and Sub systems and before the Profile group, as spec §2's menu lists Shipments after Sub systems);
 * - `/shipments/new`: the domestic flow (spec §2 steps Customer, Recipient, Address, Shipping options, Summary,
 *   Shipping created) and `/shipments/new/international`: the international flow (issue 14); spec §2 gives
 *   /shipments "overview and creation", and spec §6 keeps the account manager to reading, so they open to
 *   SHIPMENT_CREATORS; reached from the overview's buttons, not the menu;
 * - `/shipments/:id`: one shipment with its track and trace timeline (not in spec §2, our design: the detail of a
 *   row of the overview). react-router ranks static segments above parameters, so `/shipments/new` never reaches
 *   the detail;
 * - `/simmanagement`: SIM management (issue 15; spec §2 /simmanagement, no restriction; menu "SIM management" /
 *   "SIM-beheer", order 41, right after Shipments as spec §2's menu lists it), one card per supplier;
 * - `/simmanagement/suppliers/:id`: one supplier's roaming list (issue 15: networks, changes, versions, upload),
 *   reached from a card, not the menu;
 * - `/northsea`, `/lowlands`, `/globesim`, `/tracktech`: the supplier service pages (issue 15;
 *   SUPPLIER_SERVICE_ROUTES), by subsystem, in the menu under the suppliers' names, orders 42 to 45;
 * - `/webshop`: the webshop (issue 15; spec §2 /webshop, subsystem 2; menu "Webshop / Order" / "Webshop /
 *   Bestellen", the wording of the subsystem's name, order 46 after the supplier pages as spec §2's menu lists it):
 *   the order form and the orders;
 * - `/webshop/orders/:id`: one order with its actions (issue 15), reached from the orders table, not the menu;
 * - `/webshop/products`: the catalogue (issue 15; WEBSHOP_CATALOGUE_READERS), reached from the webshop's
 *   "Catalogue" button, not the menu.
 */
export const shipments = defineRemote({
  i18n: shipmentsI18n,
  routes: [
    {
      path: '/shipments',
      access: SHIPMENT_READERS,
      title: 'routes.shipments',
      menu: { key: 'shipments.overview', label: 'routes.shipments', order: 40, icon: 'CarOutlined' },
      page: lazyPage(
        () => import('./features/shipments/pages/shipment-list-page'),
        'ShipmentListPage',
        'shipmentListPageReads',
      ),
    },
    {
      path: '/shipments/new',
      access: SHIPMENT_CREATORS,
      title: 'routes.newShipment',
      page: lazyPage(
        () => import('./features/create-shipment/pages/new-domestic-shipment-page'),
        'NewDomesticShipmentPage',
      ),
    },
    {
      path: '/shipments/new/international',
      access: SHIPMENT_CREATORS,
      title: 'routes.newInternationalShipment',
      page: lazyPage(
        () => import('./features/create-shipment/pages/new-international-shipment-page'),
        'NewInternationalShipmentPage',
      ),
    },
    {
      path: '/shipments/:id',
      access: SHIPMENT_READERS,
      title: 'routes.shipment',
      page: lazyPage(() => import('./features/shipments/pages/shipment-detail-page'), 'ShipmentDetailPage'),
    },
    {
      path: '/simmanagement',
      access: SIM_MANAGEMENT_USERS,
      title: 'routes.simManagement',
      menu: {
        key: 'shipments.simManagement',
        label: 'routes.simManagement',
        order: 41,
        icon: 'MobileOutlined',
      },
      page: lazyPage(
        () => import('./features/sim-management/pages/sim-management-page'),
        'SimManagementPage',
      ),
    },
    {
      path: '/simmanagement/suppliers/:id',
      access: SIM_MANAGEMENT_USERS,
      title: 'routes.roamingList',
      page: lazyPage(() => import('./features/sim-management/pages/roaming-list-page'), 'RoamingListPage'),
    },
    ...SUPPLIER_SERVICE_ROUTES,
    {
      path: '/webshop',
      access: WEBSHOP_USERS,
      title: 'routes.webshop',
      menu: { key: 'shipments.webshop', label: 'routes.webshop', order: 46, icon: 'ShoppingCartOutlined' },
      page: lazyPage(() => import('./features/webshop/pages/webshop-page'), 'WebshopPage'),
    },
    {
      path: '/webshop/orders/:id',
      access: WEBSHOP_USERS,
      title: 'routes.webshopOrder',
      page: lazyPage(() => import('./features/webshop/pages/webshop-order-page'), 'WebshopOrderPage'),
    },
    {
      path: '/webshop/products',
      access: WEBSHOP_CATALOGUE_READERS,
      title: 'routes.webshopCatalogue',
      page: lazyPage(() => import('./features/webshop/pages/webshop-products-page'), 'WebshopProductsPage'),
    },
  ],
});
