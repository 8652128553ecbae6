import { routeManifestSchema } from '@portal/federation';
import { routes } from './routes';

describe('__name__ route manifest', () => {
  it('validates against the federation contract (routeManifestSchema)', () => {
    const result = routeManifestSchema.safeParse(routes);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('puts "__Name__" in the menu in English and Dutch', () => {
    const home = routes.find((route) => route.path === '/__name__')!;
    expect(home.texts.en[home.menu!.labelKey]).toBe('__Name__');
    expect(home.texts.nl[home.menu!.labelKey]).toBe('__Name__');
  });
});
