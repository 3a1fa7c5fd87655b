import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

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
    rules: {
      // Plain <a> is right for full-page links to routes the proxy may rewrite or redirect.
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

export default config
