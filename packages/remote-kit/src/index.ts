/**
 * @portal/remote-kit: what every remote is made of besides its route table, catalogs and features (ARCHITECTURE §1,
 * issue 10 "one remote kit"): `defineRemote` (manifest, routes, parcel root, lifecycles, standalone mount from ONE
 * route table), `createRemoteI18n` (the remote's namespace), `lazyPage`. Bundled into each remote (stateless);
 * `pnpm new:remote <name>` generates a remote over it.
 */
export {
  defineRemote,
  lazyPage,
  type DefinedRemote,
  type LazyPage,
  type PageComponent,
  type RemoteDefinition,
  type RemoteRouteDefinition,
} from './define-remote';
export { createRemoteI18n, joinCatalogs, type Catalog, type CatalogParts, type RemoteI18n } from './remote-i18n';
