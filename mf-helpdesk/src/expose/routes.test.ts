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

  it('claims the helpdesk ticket screens of spec §2 for subsystem 1, with "Helpdesk" in the menu', () => {
    const ticketPaths = ['/helpdesk', '/helpdesk/tickets', '/helpdesk/tickets/new', '/helpdesk/tickets/:id'];
    for (const path of ticketPaths) {
      expect(routes.find((r) => r.path === path)?.access).toEqual({ subsystem: 1 });
    }
    const helpdesk = routes.find((r) => r.path === '/helpdesk')!;
    expect(helpdesk.menu).toMatchObject({ icon: 'CustomerServiceOutlined' });
    expect([helpdesk.texts.en[helpdesk.menu!.labelKey], helpdesk.texts.nl[helpdesk.menu!.labelKey]]).toEqual([
      'Helpdesk',
      'Helpdesk',
    ]);
    const newTicket = routes.find((r) => r.path === '/helpdesk/tickets/new')!;
    expect([newTicket.texts.en[newTicket.titleKey], newTicket.texts.nl[newTicket.titleKey]]).toEqual([
      'New ticket',
      'Nieuw ticket',
    ]);
  });

  it('lets only super admin, management and support open the add and edit screens', () => {
    for (const path of ['/announcements/add', '/announcements/edit/:id', '/news/add', '/news/edit/:id']) {
      expect(routes.find((r) => r.path === path)!.access.roles).toEqual([
        'superAdmin',
        'management',
        'support',
      ]);
    }
  });
});
