import { routeManifestSchema, routeText } from './route-manifest';
import { organizationsManifest } from './test-fixtures';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('route manifest schema (ARCHITECTURE §2)', () => {
  it('accepts a valid manifest', () => {
    expect(routeManifestSchema.safeParse(organizationsManifest).success).toBe(true);
  });

  it('accepts public and subsystem access rules', () => {
    const manifest = clone(organizationsManifest);
    manifest[0].access = { public: true };
    manifest[1].access = { subsystem: 1 };
    expect(routeManifestSchema.safeParse(manifest).success).toBe(true);
  });

  it('refuses a relative path', () => {
    const manifest = clone(organizationsManifest);
    manifest[0].path = 'organizations';
    expect(routeManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('refuses an unknown role', () => {
    const manifest = clone(organizationsManifest) as unknown as Array<{ access: { roles: string[] } }>;
    manifest[0].access.roles = ['janitor'];
    expect(routeManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('refuses an unknown layout', () => {
    const manifest = clone(organizationsManifest) as unknown as Array<{ layout: string }>;
    manifest[0].layout = 'fancy';
    expect(routeManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('refuses a menu label without a Dutch text', () => {
    const manifest = clone(organizationsManifest);
    delete manifest[0].texts.nl['menu.organizations'];
    const result = routeManifestSchema.safeParse(manifest);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('missing nl text "menu.organizations"');
  });

  it('refuses a title without an English text', () => {
    const manifest = clone(organizationsManifest);
    manifest[1].texts.en = {};
    expect(routeManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('refuses duplicate paths', () => {
    const manifest = clone(organizationsManifest);
    manifest[1].path = manifest[0].path;
    expect(routeManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('refuses unknown fields (typos do not pass silently)', () => {
    const manifest = clone(organizationsManifest) as unknown as Array<Record<string, unknown>>;
    manifest[0].acess = {};
    expect(routeManifestSchema.safeParse(manifest).success).toBe(false);
  });
});

describe('routeText', () => {
  it('picks the current locale and falls back to English, then to the key', () => {
    const route = { texts: { en: { a: 'Customers', b: 'Only English' }, nl: { a: 'Klanten' } } };
    expect(routeText(route, 'a', 'nl')).toBe('Klanten');
    expect(routeText(route, 'b', 'nl')).toBe('Only English');
    expect(routeText(route, 'c', 'en')).toBe('c');
  });
});
