import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** The configuration module (README, "Environment variables"). */
const CONFIG_MODULE = ['lib/config.mjs', 'lib/config.public.mjs']
const ENV_MESSAGE = 'Read settings from the configuration module (lib/config.mjs, or lib/config.public.mjs in client code); it alone reads the environment.'

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
    // The configuration module alone reads the environment: everything else imports its settings.
    ignores: CONFIG_MODULE,
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV_MESSAGE }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='env'][object.property.name='process']", message: ENV_MESSAGE },
        { selector: "MemberExpression[property.value='env'][object.property.name='process']", message: ENV_MESSAGE },
      ],
      'no-restricted-imports': [
        'error',
        { paths: ['process', 'node:process'].map((name) => ({ name, importNames: ['env', 'default'], message: ENV_MESSAGE })) },
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
