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
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.next-e2e/', '/bench/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.next-e2e/'],
}

export default createJestConfig(config)
