import { createWebpackConfig } from '@portal/config';
import pkg from './package.json';

/** Remote `documents`: exposes `./app` and `./routes`, emits remoteEntry.js, mf-manifest.json and routes.json. */
export default createWebpackConfig({
  name: 'documents',
  kind: 'remote',
  dir: __dirname,
  exposes: {
    './app': './src/expose/app.tsx',
    './routes': './src/expose/routes.ts',
  },
  port: 3005,
  version: pkg.version,
});
