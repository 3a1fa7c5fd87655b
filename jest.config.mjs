import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^@payload-config$': '<rootDir>/lib/cms/payload.config.ts',
    '^server-only$': '<rootDir>/jest.server-only.ts',
    '^@payloadcms/richtext-lexical$': '<rootDir>/jest.richtext-lexical.ts',
  },
  // Every build folder (.next, .next-e2e, .next-bench, ...) holds copies of the app, standalone package.json included;
  // of bench/ only the helpers' own tests run (bench/floor is an app of its own, bench/out a run's output).
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '<rootDir>/\\.next', '/bench/(?!lib/)'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
}

export default createJestConfig(config)
