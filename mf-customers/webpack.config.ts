import { createWebpackConfig } from '@portal/config';
import pkg from './package.json';

/** Remote `customers`: exposes `./app` and `./routes`, emits remoteEntry.js, mf-manifest.json and routes.json. */
export default createWebpackConfig({
  name: 'customers',
  kind: 'remote',
  dir: __dirname,
  exposes: {
    './app': './src/expose/app.tsx',
    './routes': './src/expose/routes.ts',
  },
  port: 3001,
  version: pkg.version,
});
