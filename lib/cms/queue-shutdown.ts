import type { Payload } from 'payload'
import { onShutdown } from '@/lib/ops/shutdown.mjs'

/**
 * The jobs this process is running, by job id: kept on globalThis, as the queue's tasks and the
 * shutdown step may be loaded by different bundles.
 */
const scope = globalThis as unknown as { __siteRunningJobs?: Map<number | string, Promise<unknown>> }
const running = (scope.__siteRunningJobs ??= new Map())

/** Counts a task's run as running until it settles (lib/cms/queue.ts wraps every task with it). */
export function whileRunning<T>(jobId: number | string | undefined, run: Promise<T>): Promise<T> {
  if (jobId === undefined) return run
  running.set(jobId, run)
  return run.finally(() => running.delete(jobId))
}

/** How long before the shutdown's deadline unfinished jobs are handed back, so the hand-back itself is written. */
const HAND_BACK_MARGIN_MS = 1_000

/**
 * On shutdown (lib/ops/shutdown.mjs) the queue stops polling at once, its running jobs are waited
 * for, and any still running near the deadline is handed back to the queue (no longer marked as
 * processing), so another instance runs it: a job is never left claimed by a process that is gone.
 */
export function stopQueueOnShutdown(payload: Payload) {
  onShutdown('jobs queue', async (deadline) => {
    await Promise.all(payload.crons.splice(0, payload.crons.length).map((cron) => cron.stop()))
    while (running.size && Date.now() < deadline - HAND_BACK_MARGIN_MS) await new Promise((r) => setTimeout(r, 50))
    if (!running.size) return
    const ids = [...running.keys()]
    await payload.db.updateJobs({ where: { id: { in: ids } }, data: { processing: false }, returning: false })
    console.warn(`[jobs] handed ${ids.length} unfinished job(s) back to the queue: ${ids.join(', ')}`)
  })
}
