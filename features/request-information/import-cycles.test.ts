import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

// No module of the request-information folder imports one that imports it back, not even for
// types (import/no-cycle does this in ESLint, but it parses every dependency of the CMS and took
// most of a minute; inside one folder a scan of the import lines is enough).

const ROOT = __dirname
const ALIAS = '@/features/request-information/'
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return modules(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The folder's modules this one imports (statically, dynamically or for types); imports from elsewhere are left out. */
function importsOf(file: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles.flatMap(({ fileName }) => {
    const base = fileName.startsWith(ALIAS)
      ? path.join(ROOT, fileName.slice(ALIAS.length))
      : fileName.startsWith('.')
        ? path.resolve(path.dirname(file), fileName)
        : null
    const target =
      base === null
        ? undefined
        : [base, ...EXTENSIONS.map((ext) => base + ext)].find((candidate) => known.has(candidate))
    return target ? [target] : []
  })
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const trail: string[] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    trail.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    trail.pop()
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return cycles
}

describe('features/request-information', () => {
  const files = modules(ROOT)
  const known = new Set(files)
  const graph = new Map(files.map((file) => [file, importsOf(file, known)]))

  it('finds the imports it checks', () => {
    const form = graph.get(path.join(ROOT, 'form/RequestInformationForm.tsx')) ?? []
    expect(form).toContain(path.join(ROOT, 'fields/empty-request.ts'))
    expect(form).toContain(path.join(ROOT, 'form/submit-request.ts'))
  })

  it('has no import cycle', () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(ROOT, file)).join(' → '))
    expect(cycles).toEqual([])
  })

  it('keeps the zod-free field list free of the schema and of zod', () => {
    for (const file of files.filter((f) => f.includes(`${path.sep}fields${path.sep}`))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      expect(importedFiles.map((i) => i.fileName)).toEqual([])
    }
  })
})
