// @ts-check
// One step of `npm start` (scripts/start.mjs) run as a child process.
import { spawn } from 'node:child_process'

/** @typedef {{ kill: (signal: NodeJS.Signals) => void }} Stoppable */

/** @param {number} pid @param {NodeJS.Signals} signal */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    /* gone already */
  }
}

/**
 * Runs `cmd` to its end; it fails unless the command exits with 0. With `done`, a step whose work
 * is finished before its process ends: once `done()` is true (asked every 100 ms) the step has
 * succeeded, and the command and every process it started are stopped. `env` is the command's
 * environment (this process's when not given); `running` holds the step while it runs, so that
 * stopping the start can stop it.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions, running?: Set<Stoppable>, done?: (() => boolean) | null }} [options]
 * @returns {Promise<void>}
 */
export function runStep(cmd, args, { env, stdio = 'inherit', running = new Set(), done = null } = {}) {
  return new Promise((resolve, reject) => {
    // A process group of its own when it may be stopped early: npx, for one, runs the command under it.
    const child = spawn(cmd, args, { stdio, env, detached: Boolean(done) })
    /** @type {Stoppable} */
    const step = done ? { kill: (signal) => child.pid && killGroup(child.pid, signal) } : child
    running.add(step)
    let finished = false
    const watch = done
      ? setInterval(() => {
          if (!done()) return
          finished = true
          clearInterval(watch)
          step.kill('SIGKILL')
          resolve()
        }, 100)
      : undefined
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      running.delete(step)
      clearInterval(watch)
      if (finished) return
      if (code === 0) resolve()
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`))
    })
  })
}
