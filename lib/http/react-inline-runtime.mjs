// @ts-check
/**
 * The statements React's server renderer writes into pages as inline scripts (the functions behind
 * its instructions: `$RC=function(…){…}`, `$RB=[]`, `requestAnimationFrame(function(){$RT=…})`),
 * read from the React that Next ships, so a page's policy can allow exactly those texts
 * (lib/http/inline-script-policy.mjs) and a new React brings its own.
 *
 * React keeps each as a string in its server renderer; some end in the first characters of the
 * instruction that follows them (`…};$RC("`), which are cut off here. Only statements that start
 * like React's runtime (`$R…`, `requestAnimationFrame(`) are kept.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parse } from 'acorn'
import { statements } from './inline-script-policy.mjs'

/** React's server renderers as Next ships them (Node and web streams; the texts are the same in both). */
const RENDERERS = [
  'next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js',
  'next/dist/compiled/react-dom/cjs/react-dom-server.edge.production.js',
]

const RUNTIME_START = /^(?:\$R[A-Z]\s*=|requestAnimationFrame\()/

/** The string literals of a script (every one, at any depth). */
function stringLiterals(/** @type {string} */ source) {
  /** @type {string[]} */
  const found = []
  /** @param {any} node */
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'Literal' && typeof node.value === 'string') found.push(node.value)
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value && typeof value === 'object') visit(value)
    }
  }
  visit(parse(source, { ecmaVersion: 'latest', sourceType: 'script' }))
  return found
}

/** React's runtime statements in one renderer's code, each without its closing semicolon. */
export function runtimeStatements(/** @type {string} */ rendererSource) {
  /** @type {Set<string>} */
  const found = new Set()
  for (const literal of stringLiterals(rendererSource)) {
    if (!RUNTIME_START.test(literal)) continue
    const body = statements(literal) ?? statements(literal.slice(0, literal.lastIndexOf(';') + 1))
    for (const statement of body ?? []) {
      const text = literal.slice(statement.start, statement.end).replace(/;$/, '')
      if (RUNTIME_START.test(text)) found.add(text)
    }
  }
  return found
}

/** @type {Set<string> | undefined} */
let cached
/** React's runtime statements, read once from the renderers Next ships. */
export function reactRuntimeStatements() {
  if (!cached) {
    const require = createRequire(import.meta.url)
    cached = new Set()
    for (const renderer of RENDERERS)
      for (const text of runtimeStatements(readFileSync(require.resolve(renderer), 'utf8'))) cached.add(text)
  }
  return cached
}
