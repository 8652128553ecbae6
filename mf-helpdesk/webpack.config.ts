import { createWebpackConfig } from '@portal/config';
import pkg from './package.json';

/** Remote `helpdesk`: exposes `./app` and `./routes`, emits remoteEntry.js, mf-manifest.json and routes.json. */
export default createWebpackConfig({
  name: 'helpdesk',
  kind: 'remote',
  dir: __dirname,
  port: 3006,
  version: pkg.version,
});
