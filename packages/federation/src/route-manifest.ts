import { ALL_ROLES, type Role, type RouteAccess } from '@portal/domain';
import { z } from 'zod';

/**
 * Layouts a route can ask for (spec §2). `default` is what a route gets when it names none (the shell renders it
 * as the main layout); `blank` has no chrome at all.
 */
export const ROUTE_LAYOUTS = ['main', 'unauthorized', '404', 'blank', 'default'] as const;
export type RouteLayout = (typeof ROUTE_LAYOUTS)[number];

/** Access rule of a route: spec §2, `RouteAccess` of @portal/domain. Empty object = any signed-in user. */
export const routeAccessSchema = z.strictObject({
  roles: z
    .array(z.enum(ALL_ROLES as [Role, ...Role[]]))
    .min(1)
    .optional(),
  subsystem: z.number().int().nonnegative().optional(),
  public: z.literal(true).optional(),
}) satisfies z.ZodType<RouteAccess>;

/**
 * The icons a menu entry may name (@ant-design/icons names). A typed list in the contract: a manifest naming
 * another icon fails the schema (the build, the release check), and the shell maps every one of them
 * (shell/src/menu/menu-icons.tsx is typed by this list), so no entry silently shows no icon.
 */
export const MENU_ICONS = [
  'AppstoreOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'CarOutlined',
  'CustomerServiceOutlined',
  'DollarOutlined',
  'EuroOutlined',
  'FileExcelOutlined',
  'FileTextOutlined',
  'HomeOutlined',
  'IdcardOutlined',
  'LinkOutlined',
  'MobileOutlined',
  'NotificationOutlined',
  'ProfileOutlined',
  'QuestionCircleOutlined',
  'ReadOutlined',
  'SafetyOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'ShoppingCartOutlined',
  'SolutionOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'UserOutlined',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/**
 * A side-menu entry of a route.
 * - `key`: unique across the portal (e.g. `customers.organizations`).
 * - `labelKey`: key of the label in the route's `texts`.
 * - `group`: optional key (in `texts`) of the sub-menu label this entry is shown under; entries of every remote
 *   with the same group share one sub-menu (e.g. `menu.profile` → Profile › Organization, Addresses, ...).
 * - `order`: position (ascending) among its siblings; a group takes the smallest order of its entries.
 * - `icon`: one of {@link MENU_ICONS} (e.g. `TeamOutlined`).
 *
 * - `audience`: optional; `organization` shows the entry only to organization users, `provider` only to staff.
 *   Access (spec §2) lets provider users reach every route, but a menu of staff with the customers' own-organization
 *   pages next to their cross-organization twins (e.g. /contracts and /contracts/organizations) would confuse;
 *   which screens a customer sees versus staff is "not shown" in the spec, so this is our design decision.
 *   `roles` shows the entry only to users holding one of the route's `access.roles`: the guard lets every provider
 *   user through (spec §2), but a super-admin-only screen (/purchasingprices) listed for management would only
 *   bounce them; the page and the server refuse them anyway (issue 16).
 *
 * A menu entry on a path with parameters is linked only when the shell can fill them in from the session
 * (`:organizationId` → the user's organization); otherwise it is left out of the menu.
 */
export const menuEntrySchema = z.strictObject({
  key: z.string().min(1),
  labelKey: z.string().min(1),
  group: z.string().min(1).optional(),
  order: z.number(),
  icon: z.enum(MENU_ICONS).optional(),
  audience: z.enum(['organization', 'provider', 'roles']).optional(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** Texts of one locale: key → text. */
const catalogSchema = z.record(z.string(), z.string());

/**
 * One route of a remote (ARCHITECTURE §2): its full react-router path pattern, access rule, layout, title key,
 * optional menu entry and the en + nl texts of its title and menu labels.
 */
export const manifestRouteSchema = z
  .strictObject({
    path: z
      .string()
      .regex(/^\/[^?#\s]*$/, 'a full path starting with "/" (react-router pattern, no query or hash)'),
    access: routeAccessSchema,
    layout: z.enum(ROUTE_LAYOUTS).optional(),
    titleKey: z.string().min(1),
    menu: menuEntrySchema.optional(),
    texts: z.strictObject({ en: catalogSchema, nl: catalogSchema }),
  })
  .superRefine((route, ctx) => {
    const keys = [route.titleKey, route.menu?.labelKey, route.menu?.group].filter((k): k is string => !!k);
    for (const locale of ['en', 'nl'] as const) {
      for (const key of keys) {
        if (!route.texts[locale][key]) {
          ctx.addIssue({ code: 'custom', path: ['texts', locale, key], message: `missing ${locale} text "${key}"` });
        }
      }
    }
  });
export type ManifestRoute = z.infer<typeof manifestRouteSchema>;

/** A remote's route manifest: the `./routes` expose and its routes.json (ARCHITECTURE §2). Paths are unique. */
export const routeManifestSchema = z.array(manifestRouteSchema).superRefine((routes, ctx) => {
  const seen = new Set<string>();
  routes.forEach((route, index) => {
    if (seen.has(route.path)) {
      ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `duplicate path ${route.path}` });
    }
    seen.add(route.path);
  });
});
export type RouteManifest = ManifestRoute[];

/**
 * The text of `key` in `locale` from a route's texts, falling back to English and then to the key itself
 * (spec §8: a missing translation falls back to the original text).
 */
export function routeText(route: Pick<ManifestRoute, 'texts'>, key: string, locale: string): string {
  const catalog = locale === 'nl' ? route.texts.nl : route.texts.en;
  return catalog[key] ?? route.texts.en[key] ?? key;
}
