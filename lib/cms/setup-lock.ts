import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Payload } from 'payload'

/** Any constant shared by every instance; names the PostgreSQL advisory lock. */
const ADVISORY_LOCK_KEY = 727_441_001
const WAIT_STEP_MS = 250
const WAIT_LIMIT_MS = 10 * 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Holds a lock file beside an SQLite database while `work` runs. SQLite lives on one machine,
 * so a file created exclusively is enough; a lock left by a process that died is taken over.
 */
export async function withFileLock<T>(
  lockPath: string,
  work: () => Promise<T>,
  waitLimitMs = WAIT_LIMIT_MS,
): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      closeSync(openSync(lockPath, 'wx'))
      writeFileSync(lockPath, String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockPath, 'utf8').trim())
      if (holder && !processIsAlive(holder)) {
        rmSync(lockPath, { force: true })
        continue
      }
      if (Date.now() - started > waitLimitMs) throw new Error(`${lockPath} is held by process ${holder}`)
      await sleep(WAIT_STEP_MS)
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lockPath, { force: true })
  }
}

type PostgresPool = {
  connect(): Promise<{ query(sql: string, values?: unknown[]): Promise<unknown>; release(): void }>
}

/**
 * Runs migrations and the seed with the database to itself: with PostgreSQL a session advisory
 * lock (instances on several machines starting together wait their turn, then find nothing to
 * do); with SQLite a lock file beside the database file.
 */
export async function withSetupLock<T>(payload: Payload, databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: PostgresPool }).pool
  if (!pool) return withFileLock(`${databaseUrl.replace(/^file:/, '')}.setup-lock`, work)
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
