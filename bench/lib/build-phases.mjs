/**
 * What a `next build` spent its time on, read from its output: each phase Next announces, how long
 * it lasted (from the seconds each line arrived at, when the lines were timed, else from the time
 * Next prints beside it), how many pages it prerendered, and the lines that say what went wrong.
 * bench/volume.mjs reports these beside the build's time, so a slow or failed build shows where
 * the time went instead of a guess at the cause.
 */

/** The phases Next announces, in order: the line that starts each, and the line that ends it with its time. */
const PHASES = [
  {
    name: 'compile',
    start: /Creating an optimized production build/,
    done: /Compiled successfully in ([\d.]+\s*(?:ms|s|min))/,
  },
  {
    name: 'after compile (runAfterProductionCompile)',
    start: /Running next\.config\.js provided runAfterProductionCompile/,
    done: /Completed runAfterProductionCompile in ([\d.]+\s*(?:ms|s|min))/,
  },
  {
    name: 'type check',
    start: /Running TypeScript|Linting and checking validity of types/,
    done: /Finished TypeScript in ([\d.]+\s*(?:ms|s|min))/,
  },
  {
    name: 'page data',
    start: /Collecting page data/,
    // Turbopack writes its build cache to disk meanwhile, and says how long that took.
    done: /Finished writing to filesystem cache in ([\d.]+\s*(?:ms|s|min))/,
    doneLabel: 'of it writing the build cache',
  },
  {
    name: 'static pages',
    start: /Generating static pages[^(]*\(0\//,
    done: /✓ Generating static pages.*\) in ([\d.]+\s*(?:ms|s|min))/,
  },
  { name: 'finalizing', start: /Finalizing page optimization/ },
]

/** Lines worth reading when a build is slow or fails: warnings about size and files, errors, timeouts. */
const NOTABLE =
  /error|failed|timed out|after \d+ seconds|matches \d+ files|over 2MB|Export encountered|exceeded|Retrying/i

/** "10.0min", "52s", "800ms" → seconds. */
export function seconds(text) {
  const m = /([\d.]+)\s*(ms|s|min)/.exec(text)
  if (!m) return null
  const n = Number(m[1])
  return Math.round((m[2] === 'ms' ? n / 1000 : m[2] === 'min' ? n * 60 : n) * 10) / 10
}

const stripAnsi = (line) => line.replace(/\u001b\[[0-9;]*m/g, '')

/**
 * The build's phases from its output: `lines` as `{ at, text }` (seconds since the build started,
 * or `at` undefined when the lines were not timed), `totalS` the build's whole time if known.
 * Returns `{ phases: [{ name, seconds, printed }], pages, notable }`: `seconds` from the lines'
 * times (null when untimed), `printed` what Next printed for it (null when it prints nothing).
 *
 * @param {{ at?: number, text: string }[]} lines
 * @param {number | null} [totalS]
 */
export function buildPhases(lines, totalS = null) {
  const timed = lines.every((l) => typeof l.at === 'number')
  const found = []
  let pages = null
  const notable = []
  for (const { at, text: raw } of lines) {
    const text = stripAnsi(raw).trim()
    if (!text) continue
    for (const phase of PHASES) {
      if (phase.start.test(text) && !found.some((f) => f.name === phase.name))
        found.push({ name: phase.name, startAt: at, printed: null, doneLabel: phase.doneLabel })
      const done = phase.done?.exec(text)
      const entry = found.find((f) => f.name === phase.name)
      if (done && entry) entry.printed = seconds(done[1])
    }
    const total = /Generating static pages.*\(\d+\/(\d+)\)/.exec(text)
    if (total) pages = Number(total[1])
    if (NOTABLE.test(text) && notable.length < 8 && !notable.includes(text)) notable.push(text.slice(0, 240))
  }
  const end = timed ? (totalS ?? lines.at(-1)?.at ?? null) : null
  const phases = found.map((f, i) => ({
    name: f.name,
    seconds: timed && end !== null ? Math.round(((found[i + 1]?.startAt ?? end) - f.startAt) * 10) / 10 : null,
    printed: f.printed,
    ...(f.doneLabel && f.printed !== null ? { printedIs: f.doneLabel } : {}),
  }))
  return { phases, pages, notable }
}

/** One line for a report: "compile 312 s (Next: 300 s), page data 90 s (85 s of it writing the build cache), …". */
export function describePhases({ phases, pages }) {
  if (!phases.length) return 'no phases found in the build output'
  return phases
    .map((p) => {
      const label = p.name === 'static pages' && pages ? `static pages (${pages})` : p.name
      if (p.seconds !== null) {
        if (p.printed === null) return `${label} ${p.seconds} s`
        return `${label} ${p.seconds} s (${p.printedIs ? `${p.printed} s ${p.printedIs}` : `Next: ${p.printed} s`})`
      }
      if (p.printed === null) return `${label} (no time printed)`
      return p.printedIs ? `${label}: ${p.printed} s ${p.printedIs.replace(/^of it /, '')}` : `${label} ${p.printed} s`
    })
    .join(', ')
}
