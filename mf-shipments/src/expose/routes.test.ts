import { routeManifestSchema } from '@portal/federation';
import { matchRoutes } from 'react-router-dom';
import { routes } from './routes';

describe('shipments route manifest', () => {
  it('validates against the federation contract (routeManifestSchema)', () => {
    const result = routeManifestSchema.safeParse(routes);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('puts "Shipments" ("Zendingen") in the menu with the car icon', () => {
    const overview = routes.find((route) => route.path === '/shipments')!;
    expect(overview.texts.en[overview.menu!.labelKey]).toBe('Shipments');
    expect(overview.texts.nl[overview.menu!.labelKey]).toBe('Zendingen');
    expect(overview.menu!.icon).toBe('CarOutlined');
  });

  it('opens the overview and the detail to all nine roles, creation to all but the account manager (spec §2, §6)', () => {
    const nineRoles = [
      'management',
      'support',
      'accountManager',
      'superAdmin',
      'authorizedToSign',
      'generalResponsible',
      'technicalResponsible',
      'financialResponsible',
      'userManager',
    ].sort();
    expect(routes.map((route) => route.path)).toEqual([
      '/shipments',
      '/shipments/new',
      '/shipments/new/international',
      '/shipments/:id',
      '/simmanagement',
      '/simmanagement/suppliers/:id',
      '/northsea',
      '/lowlands',
      '/globesim',
      '/tracktech',
      '/webshop',
      '/webshop/orders/:id',
      '/webshop/products',
    ]);
    for (const route of routes.filter((candidate) => candidate.path.startsWith('/shipments'))) {
      const expected = route.path.startsWith('/shipments/new')
        ? nineRoles.filter((role) => role !== 'accountManager')
        : nineRoles;
      expect([...(route.access.roles ?? [])].sort()).toEqual(expected);
    }
  });

  it('opens SIM management and the roaming lists to every signed-in user (spec §2 /simmanagement: no restriction)', () => {
    for (const path of ['/simmanagement', '/simmanagement/suppliers/:id'])
      expect(routes.find((route) => route.path === path)!.access).toEqual({});
  });

  it('puts "SIM management" ("SIM-beheer") in the menu after Shipments, with the mobile icon', () => {
    const simManagement = routes.find((route) => route.path === '/simmanagement')!;
    const shipmentsEntry = routes.find((route) => route.path === '/shipments')!;
    expect(simManagement.texts.en[simManagement.menu!.labelKey]).toBe('SIM management');
    expect(simManagement.texts.nl[simManagement.menu!.labelKey]).toBe('SIM-beheer');
    expect(simManagement.menu!.icon).toBe('MobileOutlined');
    expect(simManagement.menu!.order).toBeGreaterThan(shipmentsEntry.menu!.order);
    const roamingList = routes.find((route) => route.path === '/simmanagement/suppliers/:id')!;
    expect(roamingList.texts.en[roamingList.titleKey]).toBe('Roaming list');
    expect(roamingList.texts.nl[roamingList.titleKey]).toBe('Roaminglijst');
  });

  it('opens each supplier service page to the organizations holding its subsystem: 3, 4, 5 and 8 (spec §2)', () => {
    const access = (path: string) => routes.find((route) => route.path === path)!.access;
    expect(access('/northsea')).toEqual({ subsystem: 3 });
    expect(access('/lowlands')).toEqual({ subsystem: 4 });
    expect(access('/globesim')).toEqual({ subsystem: 5 });
    expect(access('/tracktech')).toEqual({ subsystem: 8 });
  });

  it("puts the supplier service pages in the menu after SIM management under the suppliers' names, with the link icon", () => {
    const simManagement = routes.find((route) => route.path === '/simmanagement')!;
    const pages = ['/northsea', '/lowlands', '/globesim', '/tracktech'].map((path) =>
      routes.find((route) => route.path === path)!,
    );
    const labels = (locale: 'en' | 'nl') => pages.map((page) => page.texts[locale][page.menu!.labelKey]);
    const names = [
      'NorthSea Mobile IoT',
      'Lowlands Mobile IoT',
      'GlobeSIM Worldwide',
      'TrackTech Telematics',
    ];
    expect(labels('en')).toEqual(names);
    expect(labels('nl')).toEqual(names);
    expect(pages.map((page) => page.menu!.order)).toEqual([42, 43, 44, 45]);
    expect(pages[0]!.menu!.order).toBeGreaterThan(simManagement.menu!.order);
    expect(pages.map((page) => page.menu!.icon)).toEqual(Array(4).fill('LinkOutlined'));
    expect(pages.map((page) => page.menu!.key)).toEqual([
      'shipments.supplierService.northsea',
      'shipments.supplierService.lowlands',
      'shipments.supplierService.globesim',
      'shipments.supplierService.tracktech',
    ]);
    for (const page of pages) {
      expect(page.texts.en[page.titleKey]).toBe('Supplier service');
      expect(page.texts.nl[page.titleKey]).toBe('Leveranciersdienst');
    }
  });

  it('opens the webshop and its orders to the organizations holding subsystem 2 (spec §2 /webshop)', () => {
    const access = (path: string) => routes.find((route) => route.path === path)!.access;
    expect(access('/webshop')).toEqual({ subsystem: 2 });
    expect(access('/webshop/orders/:id')).toEqual({ subsystem: 2 });
  });

  it('opens the webshop catalogue to the staff who keep it and the account manager, who reads (spec §6)', () => {
    const catalogue = routes.find((route) => route.path === '/webshop/products')!;
    expect([...(catalogue.access.roles ?? [])].sort()).toEqual([
      'accountManager',
      'management',
      'superAdmin',
      'support',
    ]);
    expect(catalogue.access.subsystem).toBeUndefined();
  });

  it('puts "Webshop / Order" ("Webshop / Bestellen") in the menu after the supplier pages, with the cart icon', () => {
    const webshop = routes.find((route) => route.path === '/webshop')!;
    const lastSupplierPage = routes.find((route) => route.path === '/tracktech')!;
    expect(webshop.menu!.key).toBe('shipments.webshop');
    expect(webshop.texts.en[webshop.menu!.labelKey]).toBe('Webshop / Order');
    expect(webshop.texts.nl[webshop.menu!.labelKey]).toBe('Webshop / Bestellen');
    expect(webshop.texts.en[webshop.titleKey]).toBe('Webshop / Order');
    expect(webshop.texts.nl[webshop.titleKey]).toBe('Webshop / Bestellen');
    expect(webshop.menu!.icon).toBe('ShoppingCartOutlined');
    expect(webshop.menu!.order).toBe(46);
    expect(webshop.menu!.order).toBeGreaterThan(lastSupplierPage.menu!.order);
  });

  it('titles the order "Order" / "Bestelling" and the catalogue "Webshop catalogue" / "Webshopcatalogus"', () => {
    const title = (path: string, locale: 'en' | 'nl') => {
      const route = routes.find((candidate) => candidate.path === path)!;
      return route.texts[locale][route.titleKey];
    };
    expect(title('/webshop/orders/:id', 'en')).toBe('Order');
    expect(title('/webshop/orders/:id', 'nl')).toBe('Bestelling');
    expect(title('/webshop/products', 'en')).toBe('Webshop catalogue');
    expect(title('/webshop/products', 'nl')).toBe('Webshopcatalogus');
  });

  it('keeps the details, the creation flows, the roaming lists and the webshop catalogue out of the menu', () => {
    for (const path of [
      '/shipments/:id',
      '/shipments/new',
      '/shipments/new/international',
      '/simmanagement/suppliers/:id',
      '/webshop/orders/:id',
      '/webshop/products',
    ])
      expect(routes.find((route) => route.path === path)!.menu).toBeUndefined();
  });

  it('titles the creation flows "New shipment" and "New international shipment" in English and Dutch', () => {
    const title = (path: string, locale: 'en' | 'nl') => {
      const route = routes.find((candidate) => candidate.path === path)!;
      return route.texts[locale][route.titleKey];
    };
    expect(title('/shipments/new', 'en')).toBe('New shipment');
    expect(title('/shipments/new', 'nl')).toBe('Nieuwe zending');
    expect(title('/shipments/new/international', 'en')).toBe('New international shipment');
    expect(title('/shipments/new/international', 'nl')).toBe('Nieuwe buitenlandse zending');
  });

  it('matches /shipments/new and /shipments/new/international before the detail /shipments/:id, and the webshop pages', () => {
    const matched = (pathname: string) =>
      matchRoutes(
        routes.map(({ path }) => ({ path })),
        pathname,
      )?.at(-1)?.route.path;
    expect(matched('/shipments/new')).toBe('/shipments/new');
    expect(matched('/shipments/new/international')).toBe('/shipments/new/international');
    expect(matched('/shipments/17')).toBe('/shipments/:id');
    expect(matched('/webshop')).toBe('/webshop');
    expect(matched('/webshop/orders/41')).toBe('/webshop/orders/:id');
    expect(matched('/webshop/products')).toBe('/webshop/products');
  });
});
