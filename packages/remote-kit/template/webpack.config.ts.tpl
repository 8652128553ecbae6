import { createWebpackConfig } from '@portal/config';
import pkg from './package.json';

/** Remote `__name__`: exposes `./app` and `./routes`, emits remoteEntry.js, mf-manifest.json and routes.json. */
export default createWebpackConfig({
  name: '__name__',
  kind: 'remote',
  dir: __dirname,
  port: __port__,
  version: pkg.version,
});
