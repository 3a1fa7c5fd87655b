/** The longest `afterLoadWhenIdle` waits for the browser to be idle after the load. */
const IDLE_WAIT_LIMIT_MS = 3000

/**
 * Runs `task` once the page has loaded and the browser is idle (a timeout bounds the wait): for
 * fetching code a visitor will likely need soon without competing with the page's own load.
 * Returns a cancel function, for an effect's clean-up.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let idle: number | undefined
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: IDLE_WAIT_LIMIT_MS })
        : window.setTimeout(task, 0)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle === undefined) return
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}
