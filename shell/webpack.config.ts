import { createWebpackConfig } from '@portal/config';
import pkg from './package.json';

/** The shell (host): no build-time remotes; they come from /remotes.json at runtime (ARCHITECTURE §2). */
export default createWebpackConfig({
  name: 'shell',
  kind: 'host',
  dir: __dirname,
  port: 3000,
  version: pkg.version,
});
