/**
 * Release checks (ARCHITECTURE §2, §3; issue 10): the remote's route manifest against the contract schema, and its
 * shared code against what is DEPLOYED — the registry's shell and current remotes, through the
 * `shared-contract.json` each build emits (@portal/config SharedContractPlugin) — not against the workspace.
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

const label = (app) => (app.kind === 'host' ? `the deployed shell (${app.version})` : `${app.container}@${app.version}`);
const list = (names) => names.join(', ');

/**
 * Compares a remote's shared-contract.json with the deployed apps' (shell first, then the other current remotes).
 * Returns {errors, warnings} as sentences that name the library, the export or version, and the fix.
 *
 * - Stateful portal packages (tracked exports, not tree-shaken: @portal/api, @portal/session, @portal/i18n): one
 *   copy per page, the shell's. Every export the remote uses must be in the deployed shell's copy, on the same
 *   major line; otherwise the remote would call `undefined` at runtime → error ("release the shell first").
 * - Tree-shaken libraries (antd, react-router): exports the shell's copy lacks are a warning: the shared-exports
 *   runtime plugin makes the remote load its own copy (more bytes until the shell is rebuilt), nothing breaks.
 * - Other singletons (react, i18next, …): another major (caret) line than the shell's → error; the same line but
 *   outside the shell's range (built against a newer minor) → warning.
 * - A library the remote shares that the shell does not → warning (the remote loads its own copy).
 *
 * @param candidate the remote's contract
 * @param deployed {shell: contract | undefined, remotes: contract[]} (the candidate's own older release excluded)
 */
export function compareWithDeployed(candidate, deployed) {
  const errors = [];
  const warnings = [];
  const { shell } = deployed;
  if (!shell) {
    return {
      errors: [
        'the registry names no deployed shell with a shared-contract.json, so nothing can be compared: publish the ' +
          'shell first (npm start runs scripts/publish-local.mjs, which records it)',
      ],
      warnings,
    };
  }
  for (const [key, entry] of Object.entries(candidate.shared ?? {})) {
    const provided = shell.shared?.[key];
    if (!provided) {
      warnings.push(`${key}: shared by the remote but not by ${label(shell)} (the remote loads its own copy)`);
      continue;
    }
    const uses = entry.uses ?? [];
    if (entry.treeShaken) {
      const providers = [shell, ...deployed.remotes].filter((app) => app.shared?.[key]?.provides);
      for (const app of providers) {
        const missing = uses.filter((name) => name !== '*' && !app.shared[key].provides.includes(name));
        if (missing.length) {
          warnings.push(
            `${key}: ${candidate.container} uses ${list(missing)}, which the copy of ${label(app)} lacks: when that copy ` +
              `is on the page, ${candidate.container} loads its own ${key} (more bytes, still works). Rebuild and ` +
              `release ${app.kind === 'host' ? 'the shell' : app.container} to share it again.`,
          );
        }
      }
      continue;
    }
    if (entry.uses && provided.provides) {
      const missing = uses.filter((name) => name === '*' || !provided.provides.includes(name));
      if (missing.length) {
        errors.push(
          `${key}: ${candidate.container}@${candidate.version} uses ${list(missing)}, which ${label(shell)}'s ${key} ` +
            `${provided.version} lacks. ${key} holds state, so the page has one copy, the shell's: release the shell ` +
            `with ${key} ${entry.version} first, or do not use ${list(missing)} yet.`,
        );
        continue;
      }
    }
    const remoteVersion = entry.version;
    const shellVersion = provided.version;
    if (!remoteVersion || !shellVersion || !semver.valid(remoteVersion) || !semver.valid(shellVersion)) continue;
    const range = provided.requiredVersion || `^${shellVersion}`;
    if (semver.satisfies(remoteVersion, range)) continue;
    const message =
      `${key}: the remote is built with ${remoteVersion} (requires ${entry.requiredVersion || 'any'}), ` +
      `${label(shell)} shares ${shellVersion} (range ${range})`;
    if ((entry.singleton || provided.singleton) && caretClass(remoteVersion) !== caretClass(shellVersion)) {
      errors.push(`${message}: a breaking mismatch of a singleton (align pnpm-workspace.yaml's catalog, or release the shell first)`);
    } else {
      warnings.push(message);
    }
  }
  return { errors, warnings };
}

/** {@link compareWithDeployed}, throwing a ReleaseError on any error; returns the warnings. */
export function checkAgainstDeployed(candidate, deployed, name = 'the remote') {
  const { errors, warnings } = compareWithDeployed(candidate, deployed);
  if (errors.length) {
    throw new ReleaseError(
      `${name} would break at runtime against what is deployed (release stopped, the registry is unchanged):\n` +
        errors.map((e) => `  - ${e}`).join('\n'),
    );
  }
  return warnings;
}
