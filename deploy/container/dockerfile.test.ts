/**
 * The server image carries the request guard (scripts/request-guard.mjs, preloaded by its command)
 * beside Next's standalone output, which knows nothing of it: every module the guard imports must be
 * copied in by name. The guard grew imports the Dockerfile did not copy, and the image's servers
 * died at start (ERR_MODULE_NOT_FOUND), which only the container test (minutes, root) showed.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.join(__dirname, '../..')

/** Every module reached from `entry` through relative imports (static or dynamic), as TypeScript reads them. */
function importClosure(entry: string) {
  const seen = new Set<string>()
  const pending = [entry]
  while (pending.length) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true)
    for (const { fileName } of importedFiles)
      if (fileName.startsWith('.'))
        pending.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName)))
  }
  return [...seen].sort()
}

/** The files the server stage copies from the build stage, by their path in the build (/app/…). */
function copiedFromBuild(dockerfile: string) {
  const stages = dockerfile.split(/^FROM /m)
  const server = stages[stages.length - 1]
  return server
    .split('\n')
    .filter((line) => line.startsWith('COPY --from=build '))
    .flatMap((line) => line.split(/\s+/).slice(2, -1))
    .map((source) => path.posix.relative('/app', source))
}

describe('Dockerfile', () => {
  it('copies every module the request guard imports into the server image', () => {
    const copied = copiedFromBuild(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))
    const missing = importClosure('scripts/request-guard.mjs').filter(
      (file) => !copied.some((source) => file === source || file.startsWith(`${source}/`)),
    )
    expect(missing).toEqual([])
  })
})
