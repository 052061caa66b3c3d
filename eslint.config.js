// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginLingui from 'eslint-plugin-lingui'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

/** The layers of DESIGN.md section 2: src -> sync -> sync/protocol <- server. */
const layer = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

/**
 * Clients ship no zod classic: runtime values of the protocol come from its zod-free half
 * (sync/protocol/rules/index.ts); its schema files (and their barrel, index.ts) give types only
 * (`import type`, erased). The sync engine alone validates wire data, with the zod/mini schemas
 * of sync/protocol/engine-schemas.ts (and action-schemas.ts, the lazy action areas' payloads).
 * Tests may use any schema.
 */
const PROTOCOL_SCHEMAS = '**/protocol/*.ts'
const ENGINE_SCHEMAS = '**/protocol/engine-schemas.ts'
const ACTION_SCHEMAS = '**/protocol/action-schemas.ts'
const zodTypesOnly = {
  group: ['zod', 'zod/*'],
  allowTypeImports: true,
  message: 'Client code never imports zod; validate in sync/ with sync/protocol/engine-schemas.ts.',
}
const srcProtocol = [
  {
    group: [PROTOCOL_SCHEMAS],
    allowTypeImports: true,
    message:
      'Schema files bring zod: import values from sync/protocol/rules/index.ts, types with `import type`.',
  },
  zodTypesOnly,
]
const syncProtocol = [
  {
    group: [PROTOCOL_SCHEMAS, `!${ENGINE_SCHEMAS}`, `!${ACTION_SCHEMAS}`],
    allowTypeImports: true,
    message:
      'Import values from protocol/rules/index.ts (zod-free) or, to validate, protocol/engine-schemas.ts; types with `import type`.',
  },
  zodTypesOnly,
]
const srcLayer = [
  { group: ['**/server/**', '@server/*'], message: 'src/ never imports the server.' },
  {
    group: ['dexie', 'dexie/*'],
    message: 'Screens read through sync/ (useLiveQuery hooks), not Dexie directly.',
  },
]
const syncLayer = [
  {
    group: ['react', 'react-dom', 'react/*', '**/src/**'],
    message: 'sync/ is framework-free and never imports src/.',
  },
  { group: ['**/server/**'], message: 'sync/ talks to the server only over the wire.' },
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.bench-dist/**',
      '.dist-*/**',
      '.e2e-data*/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'locales/**/*.ts',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A } from 'x'` keeps `import 'x'` under verbatimModuleSyntax (and with it,
      // x's zod): a type-only import is written `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layer([...srcLayer, ...srcProtocol]),
    },
  },
  {
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: layer(srcLayer),
  },
  {
    // Staff screens read IndexedDB and write through the outbox: no direct network.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: [
      'src/features/guest/**',
      'src/features/public/**',
      'src/features/marketing/**',
      'src/features/auth/**',
    ],
    rules: layer([
      { group: ['**/server/**'], message: 'src/ never imports the server.' },
      { group: ['dexie', 'dexie/*'], message: 'Read through sync/ hooks.' },
      {
        group: ['ky', 'socket.io-client'],
        message: 'Staff screens never call the network: use sync/.',
      },
      ...srcProtocol,
    ]),
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    ...pluginLingui.configs['flat/recommended'],
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
      // Every text a person reads goes through Lingui (en, srb, cro).
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^[^A-Za-zА-я]*$', // numbers, punctuation
            '^[^\\s]*[/:\\[\\]=$#.][^\\s]*$', // paths, selectors, keys, URLs (no spaces)
            '^[a-z0-9][a-z0-9:_-]*$', // kebab/snake identifiers, css classes
            '^[a-z]+([A-Z][a-z0-9]*)+$', // camelCase identifiers
            '^M[0-9MmLlHhVvCcSsQqTtAaZz .,-]*$', // SVG path data
            '^[a-z]{2,3}(-[A-Za-z0-9]+)+$', // language tags (sr-Latn)
            '^\\[data-[^\\]]*\\]', // attribute selectors
            '^(GET|POST|PUT|DELETE)$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|^aria-(controls|describedby|labelledby|hidden|live|current|haspopup)$|^(type|role|id|htmlFor|name|href|to|src|rel|target|key|method|form|autoComplete|inputMode|pattern|lang|dir|as|variant|size|kind|mode|column|tone|icon|dateTime|data-.*|viewBox|d|fill|stroke.*|xmlns|preserveAspectRatio|enterKeyHint|loading|decoding)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'useParams',
            'matchPath',
            'navigate',
            'new URL',
            'URLSearchParams',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            'localStorage.*',
            'sessionStorage.*',
            'document.*',
            'window.*',
            'cx',
            'clsx',
            'classNames',
            'Intl.*',
            'import',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    files: ['sync/**/*.ts'],
    ignores: ['sync/protocol/**'],
    rules: layer([...syncLayer, ...syncProtocol]),
  },
  {
    files: ['sync/**/*.test.ts', 'sync/testing/**/*.ts'],
    ignores: ['sync/protocol/**'],
    rules: layer(syncLayer),
  },
  {
    files: ['sync/protocol/**/*.ts'],
    rules: layer([
      {
        group: ['react', 'dexie', 'ky', 'socket.io-client', '**/src/**', '**/server/**'],
        message: 'protocol/ is the lowest layer.',
      },
      { group: ['../*', '!./*'], message: 'protocol/ imports only itself and zod.' },
    ]),
  },
  {
    // The zod-free half: no zod, and from the schema files only their (erased) types.
    files: ['sync/protocol/rules/**/*.ts'],
    rules: layer([
      {
        group: ['react', 'dexie', 'ky', 'socket.io-client', '**/src/**', '**/server/**'],
        message: 'protocol/ is the lowest layer.',
      },
      { group: ['../../*'], message: 'protocol/rules/ imports only protocol/.' },
      {
        group: ['zod', 'zod/*', '../*'],
        allowTypeImports: true,
        message: 'protocol/rules/ is zod-free: schema files give it types only (`import type`).',
      },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: layer([
      { group: ['**/src/**', 'react', 'dexie'], message: 'The server never imports the client.' },
      {
        group: ['**/sync/*', '!**/sync/protocol', '!**/sync/protocol/*'],
        message: 'The server imports only sync/protocol.',
      },
    ]),
  },
  prettier,
)
