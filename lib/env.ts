/**
 * Server environment, read once. Development defaults keep `npm start` working on a fresh
 * machine; in production each default that stands in for a secret prints a warning.
 */
const DEV_SECRET = 'dev-only-payload-secret-change-me'

function warnDefault(name: string) {
  if (process.env.NODE_ENV === 'production' && !process.env.CI) {
    console.warn(`[env] ${name} is not set: using the development default. Set it before going live.`)
  }
}

function read(name: string, fallback: string, secret = false): string {
  const value = process.env[name]
  if (value && value.trim() !== '') return value
  if (secret) warnDefault(name)
  return fallback
}

export const env = {
  get payloadSecret() {
    return read('PAYLOAD_SECRET', DEV_SECRET, true)
  },
  /** `postgres://…` selects PostgreSQL; anything else (or nothing) is an SQLite file URL. */
  get databaseUrl() {
    return read('DATABASE_URL', 'file:./data/site.db')
  },
  get serverUrl() {
    return read('NEXT_PUBLIC_SERVER_URL', `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
  },
  /** Where uploaded media and documents are kept on local disk. */
  get uploadsDir() {
    return read('UPLOADS_DIR', 'data/uploads')
  },
  get revalidateSecret() {
    return read('REVALIDATE_SECRET', 'dev-only-revalidate-secret', true)
  },
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}
