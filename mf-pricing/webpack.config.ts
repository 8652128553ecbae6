import { createWebpackConfig } from '@portal/config';
import pkg from './package.json';

/** Remote `pricing`: exposes `./app` and `./routes`, emits remoteEntry.js, mf-manifest.json and routes.json. */
export default createWebpackConfig({
  name: 'pricing',
  kind: 'remote',
  dir: __dirname,
  port: 3008,
  version: pkg.version,
});
