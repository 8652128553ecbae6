import { routeManifestSchema } from '@portal/federation';
import { routes } from './routes';

describe('helpdesk route manifest', () => {
  it('validates against the federation contract (routeManifestSchema)', () => {
    const result = routeManifestSchema.safeParse(routes);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('claims home `/` and the spec §2 news, announcement and notification routes', () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/news',
        '/news/:id',
        '/announcements',
        '/announcements/add',
        '/announcements/:id',
        '/announcements/edit/:id',
        '/notifications/:id',
      ]),
    );
  });

  it('puts Home, Announcements and News in the menu in English and Dutch', () => {
    const label = (path: string, locale: 'en' | 'nl') => {
      const route = routes.find((r) => r.path === path)!;
      return route.texts[locale][route.menu!.labelKey];
    };
    expect([label('/', 'en'), label('/announcements', 'en'), label('/news', 'en')]).toEqual([
      'Home',
      'Announcements',
      'News',
    ]);
    expect([label('/', 'nl'), label('/announcements', 'nl'), label('/news', 'nl')]).toEqual([
      'Home',
      'Aankondigingen',
      'Nieuws',
    ]);
  });

  it('claims the helpdesk screens of spec §2 (tickets, FAQ, videos, introduction) for subsystem 1', () => {
    const helpdeskPaths = [
      '/helpdesk',
      '/helpdesk/tickets',
      '/helpdesk/tickets/new',
      '/helpdesk/tickets/:id',
      '/helpdesk/faq',
      '/helpdesk/videos',
      '/helpdesk-intro',
    ];
    for (const path of helpdeskPaths) {
      expect(routes.find((r) => r.path === path)?.access).toEqual({ subsystem: 1 });
    }
    const newTicket = routes.find((r) => r.path === '/helpdesk/tickets/new')!;
    expect([newTicket.texts.en[newTicket.titleKey], newTicket.texts.nl[newTicket.titleKey]]).toEqual([
      'New ticket',
      'Nieuw ticket',
    ]);
    const intro = routes.find((r) => r.path === '/helpdesk-intro')!;
    expect([intro.texts.en[intro.titleKey], intro.texts.nl[intro.titleKey]]).toEqual([
      'Helpdesk introduction',
      'Introductie helpdesk',
    ]);
  });

  it('groups Tickets, FAQ, Videos, Introduction and Unknown users in the "Helpdesk" sub-menu, in that order; /helpdesk has no entry', () => {
    const grouped = routes.filter((r) => r.menu?.group === 'menu.helpdesk');
    expect(grouped.map((r) => r.path)).toEqual([
      '/helpdesk/tickets',
      '/helpdesk/faq',
      '/helpdesk/videos',
      '/helpdesk-intro',
      '/helpdesk/unknown-users',
    ]);
    const orders = grouped.map((r) => r.menu!.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    for (const locale of ['en', 'nl'] as const) {
      expect(grouped.map((r) => r.texts[locale]['menu.helpdesk'])).toEqual([
        'Helpdesk',
        'Helpdesk',
        'Helpdesk',
        'Helpdesk',
        'Helpdesk',
      ]);
    }
    expect(grouped.map((r) => r.texts.en[r.menu!.labelKey])).toEqual([
      'Tickets',
      'FAQ',
      'Videos',
      'Introduction',
      'Unknown users (spam)',
    ]);
    expect(grouped.map((r) => r.texts.nl[r.menu!.labelKey])).toEqual([
      'Tickets',
      'Veelgestelde vragen',
      "Video's",
      'Introductie',
      'Onbekende gebruikers (spam)',
    ]);
    // The group takes its first entry's place and icon: between Home and Announcements, the helpdesk icon.
    const order = (path: string) => routes.find((r) => r.path === path)!.menu!.order;
    expect(Math.min(...orders)).toBeGreaterThan(order('/'));
    expect(Math.max(...orders)).toBeLessThan(order('/announcements'));
    expect(grouped[0]!.menu!.icon).toBe('CustomerServiceOutlined');
    expect(routes.find((r) => r.path === '/helpdesk')!.menu).toBeUndefined();
  });

  it('opens "Unknown users (spam)" (spec §2 helpdesk child "spam") to provider staff only, titled in English and Dutch', () => {
    const unknownUsers = routes.find((r) => r.path === '/helpdesk/unknown-users')!;
    expect(unknownUsers.access).toEqual({ roles: ['superAdmin', 'management', 'support', 'accountManager'] });
    expect([
      unknownUsers.texts.en[unknownUsers.titleKey],
      unknownUsers.texts.nl[unknownUsers.titleKey],
    ]).toEqual(['Unknown users (spam)', 'Onbekende gebruikers (spam)']);
    expect(unknownUsers.menu).toMatchObject({
      key: 'helpdesk.unknownUsers',
      order: 1.3,
      icon: 'AuditOutlined',
    });
  });

  it('puts "Videos" (issue 13, spec §2 helpdesk child "videos") between FAQ and Introduction, titled in English and Dutch', () => {
    const videos = routes.find((r) => r.path === '/helpdesk/videos')!;
    expect(videos.menu).toMatchObject({ key: 'helpdesk.videos', order: 1.15 });
    const order = (path: string) => routes.find((r) => r.path === path)!.menu!.order;
    expect(order('/helpdesk/faq')).toBeLessThan(1.15);
    expect(order('/helpdesk-intro')).toBeGreaterThan(1.15);
    for (const [path, en, nl] of [
      ['/helpdesk/videos', 'Videos', "Video's"],
      ['/helpdesk/videos/add', 'Add video', 'Video toevoegen'],
      ['/helpdesk/videos/edit/:id', 'Edit video', 'Video bewerken'],
    ] as const) {
      const route = routes.find((r) => r.path === path)!;
      expect([route.texts.en[route.titleKey], route.texts.nl[route.titleKey]]).toEqual([en, nl]);
    }
  });

  it('lets only super admin, management and support open the add and edit screens', () => {
    for (const path of [
      '/announcements/add',
      '/announcements/edit/:id',
      '/news/add',
      '/news/edit/:id',
      '/helpdesk/faq/add',
      '/helpdesk/faq/edit/:id',
      '/helpdesk/videos/add',
      '/helpdesk/videos/edit/:id',
    ]) {
      expect(routes.find((r) => r.path === path)!.access.roles).toEqual([
        'superAdmin',
        'management',
        'support',
      ]);
    }
  });
});
