import path from 'node:path';
import { createWebpackConfig } from './create-webpack-config';

const root = path.resolve(__dirname, '..', '..', '..', '..');
const remote = (env: Record<string, string | undefined>) => {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    return createWebpackConfig({
      name: 'documents',
      kind: 'remote',
      dir: path.join(root, 'mf-documents'),
      port: 3005,
      version: '0.1.0',
    })(undefined, { mode: 'production' });
  } finally {
    process.env = saved;
  }
};

describe('createWebpackConfig output folder', () => {
  it("builds a remote into its dist/ by default, and into PORTAL_OUTPUT_DIR for a release (dist/ left alone)", () => {
    expect(remote({ PORTAL_OUTPUT_DIR: undefined }).output?.path).toBe(path.join(root, 'mf-documents', 'dist'));
    expect(remote({ PORTAL_OUTPUT_DIR: '/tmp/release-documents-x' }).output?.path).toBe('/tmp/release-documents-x');
  });
});
