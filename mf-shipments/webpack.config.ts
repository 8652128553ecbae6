import { createWebpackConfig } from '@portal/config';
import pkg from './package.json';

/** Remote `shipments`: exposes `./app` and `./routes`, emits remoteEntry.js, mf-manifest.json and routes.json. */
export default createWebpackConfig({
  name: 'shipments',
  kind: 'remote',
  dir: __dirname,
  port: 3007,
  version: pkg.version,
});
