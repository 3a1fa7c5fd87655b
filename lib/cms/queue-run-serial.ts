import type { Payload } from 'payload'

type RunOptions = Parameters<Payload['jobs']['run']>[0]

/**
 * A run of one queue, at most one at a time in this process: a run asked for while one is under way
 * is folded into one more run after it. Twenty visit bookings at once each starting a run of their
 * own held every database connection in the runs' transactions, and the server stopped answering.
 * A failed run is left to the queue's own schedule (its cron run retries what is due).
 */
export function serialQueueRun(options: RunOptions): (payload: Payload) => Promise<void> {
  let running: Promise<void> | null = null
  let again = false
  return (payload) => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await payload.jobs.run(options).catch(() => undefined)
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }
}
