import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'

/**
 * Runs a command to its end, its output shown (on this process's stdout), kept in `logFile`, and
 * returned line by line with the seconds since the start at which each line arrived: what
 * bench/lib/build-phases.mjs reads a build's phases from. The command runs in a process group of
 * its own, handed to `track` (so the caller can stop it on its way out) and stopped after
 * `timeoutMs`. Resolves to `{ code, seconds, lines }` (code: the exit code, or the signal's name).
 *
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env: Record<string, string | undefined>, logFile: string, timeoutMs?: number,
 *   track?: (child: import('node:child_process').ChildProcess) => (() => unknown) | void }} options
 * @returns {Promise<{ code: number | string, seconds: number, lines: { at: number, text: string }[] }>}
 */
export async function timedRun(cmd, args, { cwd, env, logFile, timeoutMs = 60 * 60_000, track = () => {} }) {
  const log = createWriteStream(logFile)
  const lines = []
  const t0 = performance.now()
  const elapsed = () => Math.round((performance.now() - t0) / 100) / 10
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const untrack = track(child) ?? (() => {})
  let partial = ''
  const take = (chunk) => {
    process.stdout.write(chunk)
    log.write(chunk)
    const parts = (partial + chunk.toString()).split('\n')
    partial = parts.pop()
    for (const text of parts) lines.push({ at: elapsed(), text })
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const timeout = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      /* already gone */
    }
  }, timeoutMs)
  const code = await new Promise((resolve) => {
    child.on('error', (error) => resolve(error.message))
    child.on('close', (exit, signal) => resolve(exit ?? signal))
  })
  clearTimeout(timeout)
  untrack()
  if (partial) lines.push({ at: elapsed(), text: partial })
  await new Promise((resolve) => log.end(resolve))
  return { code, seconds: elapsed(), lines }
}
