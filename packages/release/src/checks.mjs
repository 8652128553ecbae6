/**
 * Release checks (ARCHITECTURE §2, §3): the remote's route manifest against the contract schema, and the shared
 * library versions of its mf-manifest.json against the shell's shared ranges.
 */
import semver from 'semver';
import { ReleaseError } from './store.mjs';

/**
 * Validates routes.json with `routeManifestSchema` (zod, from @portal/federation). Throws a ReleaseError listing
 * every issue; returns the parsed manifest.
 */
export function validateRouteManifest(routes, routeManifestSchema, label = 'routes.json') {
  const result = routeManifestSchema.safeParse(routes);
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ReleaseError(`${label} breaks the route manifest contract:\n${issues.join('\n')}`);
}

/**
 * The compatibility class of a version under caret semantics: 19.3.1 → "19", 0.1.4 → "0.1", 0.0.3 → "0.0.3".
 * Two versions of one singleton in different classes are a breaking mismatch.
 */
function caretClass(version) {
  const v = semver.parse(version);
  if (v.major > 0) return `${v.major}`;
  if (v.minor > 0) return `0.${v.minor}`;
  return `0.0.${v.patch}`;
}

/**
 * Compares the remote's shared libraries (mf-manifest.json `shared`: name, version, requiredVersion, singleton) with
 * the shell's (createSharedConfig of @portal/config: share key → {version, requiredVersion, singleton}).
 *
 * - error (breaking): a singleton whose remote version and shell version are in different major (caret) lines,
 *   e.g. the remote built against react 20 while the shell provides ^19.3.1 — one copy would serve both.
 * - warning: same line but outside the shell's range (e.g. built against a newer minor than the shell provides),
 *   or a library the remote shares that the shell does not.
 *
 * Returns {errors, warnings} (strings).
 */
export function compareSharedVersions(remoteShared, shellShared) {
  const errors = [];
  const warnings = [];
  for (const lib of remoteShared ?? []) {
    const shell = shellShared[lib.name];
    if (!shell) {
      warnings.push(`${lib.name}: shared by the remote but not by the shell (the remote loads its own copy)`);
      continue;
    }
    const remoteVersion = semver.valid(lib.version)
      ? lib.version
      : semver.minVersion(lib.requiredVersion || '*')?.version;
    const shellVersion =
      shell.version ??
      (shell.requiredVersion ? semver.minVersion(shell.requiredVersion)?.version : undefined);
    const shellRange = shell.requiredVersion || (shellVersion ? `^${shellVersion}` : undefined);
    if (!remoteVersion || !shellVersion || !shellRange) continue; // nothing to compare (e.g. requiredVersion: false)
    if (semver.satisfies(remoteVersion, shellRange)) continue;
    const singleton = lib.singleton || shell.singleton;
    const message =
      `${lib.name}: the remote is built with ${remoteVersion} (requires ${lib.requiredVersion || 'any'}), ` +
      `the shell shares ${shellVersion} (range ${shellRange})`;
    if (singleton && caretClass(remoteVersion) !== caretClass(shellVersion)) {
      errors.push(`${message}: a breaking mismatch of a singleton`);
    } else {
      warnings.push(message);
    }
  }
  return { errors, warnings };
}

/** {@link compareSharedVersions}, throwing a ReleaseError on a breaking mismatch; returns the warnings. */
export function checkSharedVersions(remoteShared, shellShared, label = 'the remote') {
  const { errors, warnings } = compareSharedVersions(remoteShared, shellShared);
  if (errors.length) {
    throw new ReleaseError(
      `${label} does not fit the shell's shared libraries (release stopped; align the versions in ` +
        `pnpm-workspace.yaml's catalog or release the shell first):\n${errors.map((e) => `  - ${e}`).join('\n')}`,
    );
  }
  return warnings;
}
