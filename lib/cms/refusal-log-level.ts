type LogMethod = (
  this: { info: (object: object, message: string) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
) => void

/** pino's number for "error"; "fatal" is above it. */
const ERROR = 50

/** The HTTP status of an error Payload is about to log, if it is a refusal (4xx). */
function refusalStatus(entry: unknown): number | null {
  const err = entry && typeof entry === 'object' && 'err' in entry ? entry.err : null
  const status = err && typeof err === 'object' && 'status' in err ? Number(err.status) : NaN
  return status >= 400 && status < 500 ? status : null
}

/**
 * Payload logs each error it answers at the level its class name maps to (`loggingLevels`), but
 * the production bundle minifies class names, so every refusal (403, 404, a 400 with field errors)
 * came out as an error with its stack (a throttled sign-in, 429, among them). A refusal is the site working: it is logged at info, with
 * its status and message only. Anything else keeps its level.
 */
export const logRefusalsAtInfo: LogMethod = function (args, method, level) {
  const status = level >= ERROR ? refusalStatus(args[0]) : null
  if (status === null) return method.apply(this, args)
  const err = (args[0] as { err: { message?: unknown } }).err
  this.info({ status }, typeof err.message === 'string' ? err.message : 'Refused')
}
