// @ts-check
/**
 * Graceful shutdown of an instance (SIGTERM from the service manager, a rolling deploy):
 * 1. at once: /api/ready answers 503, every response closes its connection, and the work the
 *    instance would start on its own stops (the jobs queue's polling: `onShutdown` steps);
 * 2. for SHUTDOWN_DRAIN_MS it keeps serving whatever still arrives, while the balancer in front
 *    (Varnish probes /api/ready every second) takes it out;
 * 3. it stops listening (new connections are refused, so nginx and Varnish try another instance:
 *    a refused request never reached this one, a POST included), and closes each connection as
 *    soon as it has no response in flight;
 * 4. it waits for its requests in flight and its running jobs (a job that does not finish in time
 *    is handed back to the queue by its step), at most SHUTDOWN_TIMEOUT_MS, then exits.
 * The sequence is here, its effects are given (scripts/request-guard.mjs), so it is unit-tested.
 */

/** @typedef {(deadline: number) => Promise<void>} ShutdownStep */

const stepsKey = Symbol.for('university-site.shutdown-steps')
const scope = /** @type {Record<symbol, Map<string, ShutdownStep>>} */ (/** @type {unknown} */ (globalThis))
/** Kept on globalThis: the app's bundle registers steps, the request guard runs them. */
const steps = (scope[stepsKey] ??= new Map())

/**
 * Work the app must stop or finish before the process exits (the jobs queue). `step` is called
 * when the shutdown begins, with the time (ms since the epoch) by which it must have settled.
 * @param {string} name
 * @param {ShutdownStep} step
 */
export function onShutdown(name, step) {
  steps.set(name, step)
}

/** @returns {[string, ShutdownStep][]} */
export function shutdownSteps() {
  return [...steps]
}

/**
 * @typedef {object} ShutdownEffects
 * @property {() => void} markDraining         /api/ready answers 503; responses close their connection
 * @property {() => void} stopListening        refuse new connections; close idle ones, the rest after their response
 * @property {() => Promise<void>} requestsDone resolves once no request is in flight
 * @property {() => number} inFlight            how many requests are in flight
 * @property {[string, ShutdownStep][]} steps   the app's own work to stop (onShutdown)
 * @property {(ms: number) => Promise<void>} sleep
 * @property {() => number} now
 * @property {(line: string) => void} log
 */

/**
 * Runs the shutdown; resolves with the exit code (0: everything finished, 1: gave up waiting).
 * @param {ShutdownEffects} effects
 * @param {{ drainMs: number, timeoutMs: number }} timing
 */
export async function shutDown(effects, { drainMs, timeoutMs }) {
  const started = effects.now()
  const deadline = started + drainMs + timeoutMs
  effects.markDraining()
  effects.log(`shutdown: not ready; serving for ${drainMs} ms more while the balancer takes this instance out`)
  /** The steps not yet settled, named when the shutdown gives up waiting. */
  const unsettled = new Set(effects.steps.map(([name]) => name))
  const work = Promise.all(
    effects.steps.map(([name, step]) =>
      step(deadline)
        .catch((error) => effects.log(`shutdown: ${name}: ${/** @type {Error} */ (error).message}`))
        .finally(() => unsettled.delete(name)),
    ),
  )
  await effects.sleep(drainMs)
  effects.stopListening()
  effects.log('shutdown: no longer accepting connections; finishing requests and jobs in flight')
  const finished = await Promise.race([
    Promise.all([effects.requestsDone(), work]).then(() => true),
    effects.sleep(Math.max(0, deadline - effects.now())).then(() => false),
  ])
  effects.log(
    finished
      ? `shutdown: done in ${effects.now() - started} ms`
      : `shutdown: gave up waiting after ${effects.now() - started} ms (requests in flight: ${effects.inFlight()}; unfinished: ${[...unsettled].join(', ') || 'none'})`,
  )
  return finished ? 0 : 1
}
