/**
 * The README's "Layout" section is the map a newcomer reads first: it must name every top-level
 * folder, every folder directly under app/, components/, features/ and lib/, and every route
 * handler, and every path it names must exist. A folder added without a row fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'

const root = __dirname

/** The "## Layout" section, up to the next second-level heading. */
function layoutSection(readme: string): string {
  const start = readme.indexOf('\n## Layout\n')
  if (start < 0) throw new Error('README.md has no "## Layout" section')
  const end = readme.indexOf('\n## ', start + 1)
  return readme.slice(start, end < 0 ? undefined : end)
}

/**
 * Every `code span` of the section that names a path of this repository: one that starts with a
 * top-level folder or file (`lib/pages/`, `bench/`, `proxy.ts`).
 * Names relative to a row (`shell/`) and URLs (`/api/startup`) are prose, not the map.
 */
function namedPaths(section: string, topLevel: Set<string>): Set<string> {
  const spans = [...section.matchAll(/`([^`\s]+)`/g)].map((m) => m[1])
  return new Set(spans.filter((span) => topLevel.has(span.split('/')[0])))
}

/** What git tracks (and what it would, untracked but not ignored), so build output and data never count. */
function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return out.split('\n').filter((file) => file && existsSync(path.join(root, file)))
}

const files = trackedFiles()
const topLevel = new Set(files.map((file) => file.split('/')[0]))
const named = namedPaths(layoutSection(readFileSync(path.join(root, 'README.md'), 'utf8')), topLevel)

/** The paths git ignores (what `npm start` makes under data/): named by the map, not kept in the repository. */
function ignoredByGit(paths: string[]): Set<string> {
  try {
    return new Set(
      execFileSync('git', ['check-ignore', '--stdin'], { cwd: root, input: paths.join('\n'), encoding: 'utf8' }).split(
        '\n',
      ),
    )
  } catch {
    return new Set() // exit status 1: none is ignored
  }
}

/** Folders the map must name: the top level, and what sits directly under app/, components/, features/ and lib/. */
function foldersToName(): string[] {
  const folders = new Set<string>()
  for (const file of files) {
    const parts = file.split('/')
    if (parts.length > 1 && !parts[0].startsWith('.')) folders.add(`${parts[0]}/`)
    if (parts.length > 2 && ['app', 'components', 'features', 'lib'].includes(parts[0]))
      folders.add(`${parts[0]}/${parts[1]}/`)
  }
  return [...folders].sort()
}

/** Each route handler by the folder that holds it (`app/api/altcha/`). */
function routeHandlers(): string[] {
  return files
    .filter((file) => /^app\/.*\/route\.tsx?$/.test(file))
    .map((file) => `${path.dirname(file)}/`)
    .sort()
}

describe('README layout map', () => {
  it('names every top-level folder and every folder directly under app/, components/, features/ and lib/', () => {
    expect(foldersToName().filter((folder) => !named.has(folder))).toEqual([])
  })

  it('names every route handler by its folder', () => {
    expect(routeHandlers().filter((folder) => !named.has(folder))).toEqual([])
  })

  it('names no path that does not exist', () => {
    const checkable = [...named].filter((p) => !/[<*]/.test(p))
    const ignored = ignoredByGit(checkable)
    const missing = checkable.filter((p) => !ignored.has(p) && !existsSync(path.join(root, p)))
    expect(missing).toEqual([])
  })

  it('has no loose modules at the lib/ root', () => {
    expect(
      readdirSync(path.join(root, 'lib'), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    ).toEqual([])
  })
})
