/**
 * @portal/federation: the shell–remote contract (ARCHITECTURE §2, §3): route manifest and registry types and
 * schemas, registry loading and overrides, `createRemoteLifecycles(Root)`, the MF runtime plugins and the
 * fallback shown for a remote that cannot be loaded.
 */
export * from './route-manifest';
export * from './registry';
export * from './overrides';
export * from './lifecycles';
export { RemoteErrorBoundary, type RemoteErrorBoundaryProps } from './remote-error-boundary';
export {
  RemoteUnavailable,
  createUnavailableModule,
  isUnavailableModule,
  unavailableInfo,
  type RemoteUnavailableProps,
  type UnavailableInfo,
  type UnavailableModule,
} from './remote-unavailable';
export { createFallbackPlugin } from './runtime-plugins/fallback-plugin';
export { createRetryPlugin, backoffDelay, type RetryOptions } from './runtime-plugins/retry-plugin';
export { FEDERATION_TEXTS, useFederationTexts } from './texts';
