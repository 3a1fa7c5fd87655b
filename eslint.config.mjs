import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** The configuration's readers of the environment (README, "Environment variables"). */
const ENV_READERS = ['lib/config/environment.mjs', 'lib/config/public.mjs']
const ENV_MESSAGE =
  'Read settings from the configuration (lib/config/site.mjs or tooling.mjs, lib/config/public.mjs in client code); only lib/config/environment.mjs reads the environment.'
const ENV_SYNTAX = [
  { selector: "MemberExpression[property.name='env'][object.property.name='process']", message: ENV_MESSAGE },
  { selector: "MemberExpression[property.value='env'][object.property.name='process']", message: ENV_MESSAGE },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-e2e/**',
      '.next-*/**',
      'bench/floor/.next*/**',
      'next-env.d.ts',
      'lib/cms/payload-types.ts',
      'lib/cms/migrations/**',
      'app/(payload)/**',
      'bench/out/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    // Playwright fixtures call a function named `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Only the configuration reads the environment (lib/config/): everything else imports its settings.
    ignores: ENV_READERS,
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV_MESSAGE }],
      'no-restricted-syntax': ['error', ...ENV_SYNTAX],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env', 'default'],
            message: ENV_MESSAGE,
          })),
        },
      ],
    },
  },
  {
    // The request-information form's first load. These modules reach every visitor of the form
    // page with the page, so neither zod nor the schema may come with them: the form loads its
    // validation when the visitor starts on it (form/request-resolver.ts, the one module allowed
    // to import the schema, and only dynamically). Type-only imports are erased and allowed.
    files: [
      'features/request-information/page/**/*.{ts,tsx}',
      'features/request-information/form/**/*.{ts,tsx}',
      'features/request-information/fields/**/*.{ts,tsx}',
      'features/request-information/submission.ts',
      'features/request-information/verification/useHumanCheck.tsx',
      'features/request-information/verification/status-text.ts',
    ],
    ignores: ['features/request-information/form/request-resolver.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$|^@hookform/resolvers/zod$',
              allowTypeImports: true,
              message:
                "zod stays out of the form page's first load: validation loads lazily through form/request-resolver.ts.",
            },
            {
              regex: '(^|/)schema/request-information$',
              allowTypeImports: true,
              message:
                "The schema stays out of the form page's first load: import its types with `import type`, its values only in form/request-resolver.ts (dynamically) or the server.",
            },
          ],
        },
      ],
      // Repeats the environment rule's selectors: a later block's rule replaces an earlier one's.
      'no-restricted-syntax': [
        'error',
        ...ENV_SYNTAX,
        {
          selector: 'ImportExpression[source.value=/^zod|resolvers.zod$|schema.request-information$/]',
          message: 'Only form/request-resolver.ts loads zod and the schema (dynamically) for the form.',
        },
      ],
    },
  },
  {
    // One import style in the CMS: `./name` for a module of the same folder, `@/…` for any other.
    // Every loader of these files resolves the alias: Next, Jest, and tsx under the database set-up
    // and Payload's CLI, both of which read tsconfig.json's paths.
    files: ['lib/cms/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./|^\\./[^/]+/',
              message: 'Inside lib/cms, import modules of other folders by `@/…`; `./name` only for the same folder.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // Plain <a> is right for full-page links to routes the proxy may rewrite or redirect.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
