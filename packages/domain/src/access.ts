import type { Role } from './roles';

/**
 * Access rule of one route (spec §2, ARCHITECTURE §2). Access is granted when the route is `public`, has no
 * roles and no subsystem, the user holds one of `roles`, holds `subsystem`, or is any provider user.
 * `public: true` routes are reachable signed out (login, forgot password, ...).
 */
export interface RouteAccess {
  roles?: Role[];
  subsystem?: number;
  public?: true;
}
