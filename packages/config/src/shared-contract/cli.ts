/**
 * `pnpm shared-exports`: records the exports of the stateful shared packages (@portal/i18n, @portal/api,
 * @portal/session) with their versions in each package's shared-exports.json, after a version bump. Refuses while
 * a package's exports changed without the bump they need (see shared-exports.ts). Exit code 1 on a refusal.
 */
import path from 'node:path';
import { writeSharedExports } from './shared-exports';

const root = path.resolve(__dirname, '../../../..');
const { written, problems } = writeSharedExports(root);
for (const problem of problems) console.error(problem);
if (problems.length) process.exit(1);
console.info(written.length ? `recorded: ${written.join(', ')}` : 'shared-exports.json files are up to date');
