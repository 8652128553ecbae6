/**
 * ESLint preset pieces of the portal (flat config), assembled by the root eslint.config.js.
 *
 * - `ignores`: build output and tool folders.
 * - `base`: @eslint/js + typescript-eslint recommended for TS/TSX, plain JS for .js/.cjs/.mjs, globals per place.
 * - `reactHooks`: rules-of-hooks is an error; the React Compiler rules of eslint-plugin-react-hooks 7 are warnings
 *   (advice, not a gate).
 * - `boundaries`: the layering of ARCHITECTURE §1 as no-restricted-imports, one block per layer:
 *   shell, mf-* → ui → session, api, i18n, federation → domain. Remotes never import each other or the shell;
 *   packages never import the shell or a remote; domain imports nothing of ours; the server imports only
 *   domain and config. Exception (documented): federation may use @portal/ui and @portal/i18n, because
 *   `createRemoteLifecycles` wraps every parcel in PortalProviders.
 */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');

const ignores = {
  ignores: [
    '**/dist/**',
    '**/node_modules/**',
    '**/.data/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/blob-report/**',
    '**/*.d.ts',
  ],
};

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS_FILES = ['**/*.js', '**/*.cjs', '**/*.mjs'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/__tests__/**', '**/jest/**'];

const base = [
  { files: [...TS_FILES, ...JS_FILES], ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: TS_FILES })),
  {
    files: TS_FILES,
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: JS_FILES,
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['shell/**', 'mf-*/**', 'packages/{ui,i18n,api,session,federation}/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'packages/{server,config,e2e,bench,release}/**',
      'packages/remote-kit/bin/**',
      'scripts/**',
      '**/webpack.config.*',
      '**/*.config.*',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
];

const reactHooksConfig = {
  files: [
    'shell/**/*.{ts,tsx}',
    'mf-*/**/*.{ts,tsx}',
    'packages/{ui,i18n,api,session,federation,remote-kit}/**/*.{ts,tsx}',
  ],
  plugins: { 'react-hooks': reactHooks },
  rules: Object.fromEntries(
    Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [
      rule,
      rule === 'react-hooks/rules-of-hooks' ? 'error' : 'warn',
    ]),
  ),
};

/** Relative imports that leave a workspace project to reach into another one. */
const CROSS_PROJECT_PATHS = ['**/shell/**', '**/mf-*/**', '**/packages/**'];
const APPS = ['@portal/shell', '@portal/shell/*', '@portal/mf-*', '@portal/mf-*/*'];
const TOOLING = [
  '@portal/server',
  '@portal/server/*',
  '@portal/e2e',
  '@portal/e2e/*',
  '@portal/bench',
  '@portal/bench/*',
];
/** Packages are used through their entry (src/index.ts), never by deep paths. */
// `src/testing/` holds test-only kits (Testing Library helpers) kept out of the package entry so no bundle carries
// them; tests import them by path.
const DEEP_IMPORTS = '^@portal/[^/]+/src(?!/testing/)';

/**
 * One layer: `files` may import only the `@portal/*` packages in `allowed` (plus third-party packages and its own
 * files), and never the apps, the tooling packages, or other projects by relative path.
 */
function layer(files, allowed, message, extraForbidden = []) {
  const group = ['@portal/*', ...allowed.map((name) => `!${name}`)];
  return {
    files,
    ignores: ['**/webpack.config.*', '**/jest.config.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group, message },
            {
              group: [...APPS, ...TOOLING],
              message: 'Apps and tooling are never imported (ARCHITECTURE §1).',
            },
            { regex: DEEP_IMPORTS, message: 'Import the package entry, not its files.' },
            { group: CROSS_PROJECT_PATHS, message: 'Do not reach into another workspace project by path.' },
            ...extraForbidden,
          ],
        },
      ],
    },
  };
}

const FRONT_END_LIBS = [
  '@portal/domain',
  '@portal/i18n',
  '@portal/api',
  '@portal/session',
  '@portal/ui',
  '@portal/federation',
];

const boundaries = [
  layer(['packages/domain/**'], [], '@portal/domain imports nothing of ours (ARCHITECTURE §1).', [
    {
      group: ['react', 'react-dom', 'react/*', 'axios', 'antd', 'node:*', 'fs', 'path'],
      message: '@portal/domain has no React and no I/O.',
    },
  ]),
  layer(['packages/api/**'], ['@portal/domain'], '@portal/api may use only @portal/domain.'),
  layer(['packages/i18n/**'], ['@portal/domain'], '@portal/i18n may use only @portal/domain.'),
  layer(
    ['packages/session/**'],
    ['@portal/domain', '@portal/api'],
    '@portal/session may use only domain and api.',
  ),
  layer(
    ['packages/federation/**'],
    ['@portal/domain', '@portal/i18n', '@portal/ui'],
    '@portal/federation may use only domain, i18n and ui (PortalProviders).',
  ),
  layer(
    ['packages/ui/**'],
    ['@portal/domain', '@portal/i18n', '@portal/api', '@portal/session'],
    '@portal/ui may use only domain, i18n, api and session.',
  ),
  layer(['packages/config/**'], [], '@portal/config is build tooling and imports no portal package.'),
  layer(
    ['packages/server/**'],
    ['@portal/domain', '@portal/config'],
    'The server imports only domain and config.',
  ),
  layer(
    ['packages/remote-kit/**'],
    FRONT_END_LIBS,
    '@portal/remote-kit may use the front-end packages below it (domain, i18n, api, session, ui, federation).',
  ),
  layer(['shell/**'], FRONT_END_LIBS, 'The shell uses the shared packages only (the remote kit is for remotes).'),
  layer(
    ['mf-*/**'],
    [...FRONT_END_LIBS, '@portal/remote-kit'],
    'A remote uses the shared packages and the remote kit only; never the shell or another remote.',
  ),
  // Inside a remote a feature never imports another feature (STYLE.md); shared code goes to `src/shared`. A file
  // `depth` folders below `src/features/` reaches a sibling feature with exactly `depth` times `../`.
  ...[1, 2, 3].map((depth) =>
    layer(
      [`mf-*/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      FRONT_END_LIBS,
      'A remote uses the shared packages only; never the shell or another remote.',
      [
        {
          regex: `^(\\.\\./){${depth}}(?!\\.\\.)`,
          message: 'A feature never imports another feature (STYLE.md); move shared code to src/shared.',
        },
      ],
    ),
  ),
];

/**
 * No import cycles (issue 10): a cycle makes module initialisation order decide behaviour (an import that is
 * `undefined` while its module is still loading) and hides a missing layer. Within a project, relative imports;
 * across projects the layering above already forbids upward imports. `import type` does not count (erased).
 */
const noCycles = {
  files: TS_FILES,
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['tsconfig.base.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
  },
};

/**
 * One form pattern (issue 11): antd forms in the apps get their instance from @portal/ui's `usePortalForm` /
 * `useModalForm`, which carry spec §5's behaviour (no browser bubbles, blur then change validation, the
 * incomplete-form message) and spec §8's server errors on fields; a bare `Form.useForm` would skip all of it.
 */
const onePortalFormPattern = {
  files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
  ignores: TEST_FILES,
  rules: {
    'no-restricted-properties': [
      'error',
      {
        object: 'Form',
        property: 'useForm',
        message: 'Use usePortalForm or useModalForm from @portal/ui (spec §5 form behaviour, §8 field errors).',
      },
    ],
  },
};

/** The complete portal config (what the root eslint.config.js exports). */
function createPortalEslintConfig() {
  return [ignores, ...base, reactHooksConfig, ...boundaries, noCycles, onePortalFormPattern];
}

module.exports = {
  ignores,
  base,
  reactHooks: reactHooksConfig,
  boundaries,
  noCycles,
  onePortalFormPattern,
  layer,
  createPortalEslintConfig,
};
