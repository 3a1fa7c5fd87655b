// @ts-check
/**
 * A page's script-src without 'unsafe-inline': the hashes of the inline scripts the page carries
 * that the site or its framework wrote, and of no other (security issue 32, item 13).
 *
 * Next writes each page's data as inline scripts whose text differs from page to page, and React
 * writes small ones of its own; a nonce would mean rendering every page afresh per request. The
 * pages stay static and cached instead, and the server hashes their inline scripts as it sends
 * them (lib/http/inline-script-hashes.mjs). Hashing every inline script would let injected markup
 * through too, so a script is hashed only when it is one of:
 * - the site's own (components/shell/inline-scripts.mjs), by its exact text;
 * - a statement React's server renderer writes (its instruction set, read from React's own code:
 *   lib/http/react-inline-runtime.mjs), by its exact text;
 * - a call that only hands data over: `self.__next_f.push(…)` (the page's data for hydration),
 *   Turbopack's chunk list, or React's instructions (`$RC("B:0","S:0")`), whose arguments are
 *   literals, arrays and plain objects of literals: nothing in them can run.
 * Anything else (a script an attacker got into the HTML) gets no hash, and the browser refuses it.
 *
 * The scripts are found with a pattern, not an HTML parser: a script the pattern misreads gets no
 * hash (the browser then refuses it, a fault the e2e suite's hydration checks show), and a hash is
 * only ever given to a text that passed the rules above, so a misreading cannot let anything through.
 */
import { createHash } from 'node:crypto'
import { parse } from 'acorn'

/** The receivers (as written, without their parentheses) whose `.push(data)` only queues data for Next's and Turbopack's runtimes. */
const DATA_QUEUES = new Set([
  'self.__next_f',
  'self.__next_f=self.__next_f||[]',
  'globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])',
])

/** React's instructions to the page: `$RC`, `$RS`, `$RX`, `$RR`, … */
const REACT_INSTRUCTION = /^\$R[A-Z]$/

/** The page's data for hydration, the bulk of every page's inline script text: checked without a JavaScript parser. */
const FLIGHT_DATA = /^self\.__next_f\.push\(([\s\S]*)\)$/

/** A script element: its attributes and its text (scripts cannot contain `</script`; Next and React escape it). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** A `type` that browsers run as script; anything else (JSON-LD, JSON) is data the policy does not govern. */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
])

/** @typedef {import('acorn').Node & Record<string, any>} AnyNode */

/** Literal data only: strings, numbers, booleans, null, and arrays and plain objects of them. */
function isLiteralData(/** @type {AnyNode | null} */ node) {
  if (!node) return false
  switch (node.type) {
    case 'Literal':
      return !node.regex && !node.bigint
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number'
    case 'ArrayExpression':
      return node.elements.every(isLiteralData)
    case 'ObjectExpression':
      return node.properties.every(
        (/** @type {AnyNode} */ p) =>
          p.type === 'Property' &&
          p.kind === 'init' &&
          !p.method &&
          !p.shorthand &&
          !p.computed &&
          (p.key.type === 'Identifier' || (p.key.type === 'Literal' && typeof p.key.value === 'string')) &&
          isLiteralData(p.value),
      )
    default:
      return false
  }
}

/** A call that hands literal data to one of the runtimes' queues or instructions. */
function isDataCall(/** @type {string} */ text, /** @type {AnyNode} */ statement) {
  if (statement.type !== 'ExpressionStatement') return false
  const call = statement.expression
  if (call.type !== 'CallExpression' || call.optional || !call.arguments.every(isLiteralData)) return false
  const callee = call.callee
  if (callee.type === 'Identifier') return REACT_INSTRUCTION.test(callee.name)
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    !callee.optional &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'push' &&
    DATA_QUEUES.has(text.slice(callee.object.start, callee.object.end))
  )
}

/** A statement's text without its closing semicolon. */
const statementText = (/** @type {string} */ text, /** @type {AnyNode} */ statement) =>
  text.slice(statement.start, statement.end).replace(/;$/, '')

/** The top-level statements of a script, or null when it is not valid JavaScript. */
export function statements(/** @type {string} */ text) {
  try {
    return /** @type {AnyNode[]} */ (parse(text, { ecmaVersion: 'latest', sourceType: 'script' }).body)
  } catch {
    return null
  }
}

/**
 * Whether an inline script may run: the site's own (`siteScripts`, exact texts), or made only of
 * React's runtime statements (`reactStatements`, exact texts) and calls handing over literal data.
 * @param {string} text
 * @param {{ siteScripts: ReadonlySet<string>, reactStatements: ReadonlySet<string> }} trusted
 */
export function isTrustedInlineScript(text, trusted) {
  if (trusted.siteScripts.has(text)) return true
  const data = FLIGHT_DATA.exec(text)
  if (data) {
    try {
      // JSON is a subset of JavaScript's expressions: a call whose whole argument is JSON pushes that value and does nothing else.
      JSON.parse(data[1])
      return true
    } catch {
      /* not JSON: judged statement by statement below */
    }
  }
  const body = statements(text)
  if (!body || body.length === 0) return false
  return body.every((s) => trusted.reactStatements.has(statementText(text, s)) || isDataCall(text, s))
}

/** The inline scripts of an HTML document that a browser would run (no `src`, a script `type`). */
export function inlineScripts(/** @type {string} */ html) {
  /** @type {string[]} */
  const found = []
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`)
    const kind = type ? (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase() : ''
    if (SCRIPT_TYPES.has(kind)) found.push(text)
  }
  return found
}

/** A CSP source expression for a script's text. */
export const scriptHash = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The policy with its script-src's 'unsafe-inline' replaced by the hashes of the document's trusted
 * inline scripts (none: the directive keeps its other sources). A policy without 'unsafe-inline' in
 * its script-src is returned as it is.
 * @param {string} policy
 * @param {string} html
 * @param {{ siteScripts: ReadonlySet<string>, reactStatements: ReadonlySet<string> }} trusted
 */
export function policyWithScriptHashes(policy, html, trusted) {
  const directives = policy.split(';').map((d) => d.trim())
  const index = directives.findIndex((d) => /^script-src\s/i.test(d) && d.split(/\s+/).includes("'unsafe-inline'"))
  if (index < 0) return policy
  const hashes = new Set()
  for (const text of inlineScripts(html)) if (isTrustedInlineScript(text, trusted)) hashes.add(scriptHash(text))
  directives[index] = [...directives[index].split(/\s+/).filter((s) => s !== "'unsafe-inline'"), ...hashes].join(' ')
  return directives.join('; ')
}
