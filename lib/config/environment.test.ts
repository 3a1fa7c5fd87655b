import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { childEnvironment, positiveInt, setConfigEnvironment, VARIABLES } from './environment.mjs'

const root = path.join(__dirname, '..', '..')

afterEach(() => setConfigEnvironment())

describe('parsing', () => {
  it('reads integers one way: whole numbers above zero, else the default', () => {
    expect(positiveInt('42', 7)).toBe(42)
    expect(positiveInt(' 42 ', 7)).toBe(42)
    for (const raw of [undefined, '', ' ', 'x', '0', '-3', '1.5', '12abc']) expect(positiveInt(raw, 7)).toBe(7)
  })
})

describe('child processes', () => {
  it('builds the environment of a child process', () => {
    setConfigEnvironment({ KEEP: 'kept', BLANK: '', DROP: 'dropped', OVER: 'old' })
    expect(
      childEnvironment({ OVER: 'new', DROP: undefined, ADDED: 'a' }, { KEEP: 'fallback', BLANK: 'filled', OTHER: 'o' }),
    ).toEqual({
      KEEP: 'kept',
      BLANK: 'filled',
      OVER: 'new',
      ADDED: 'a',
      OTHER: 'o',
    })
  })
})

describe('the README', () => {
  it('documents exactly the variables the module reads', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const section = readme.split('## Environment variables')[1].split('\n## ')[0]
    const documented = new Set<string>()
    for (const line of section.split('\n')) {
      if (!line.startsWith('| `')) continue
      for (const [, name] of line.split(' | ')[0].matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.add(name)
    }
    expect([...documented].sort()).toEqual([...VARIABLES].sort())
  })
})

describe('the repository', () => {
  it('reads the environment only in the configuration module', () => {
    let files: string[]
    try {
      files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
        cwd: root,
        encoding: 'utf8',
      })
        .split('\n')
        .filter(Boolean)
    } catch {
      return // not a git checkout
    }
    // What a plain grep for the two words joined by a dot finds (the dot matches any one character).
    const pattern = new RegExp(['process', 'env'].join('.'))
    const readers = files.filter((file) => {
      if (
        ['lib/config/environment.mjs', 'lib/config/public.mjs'].includes(file) ||
        /\.(png|jpe?g|webp|gif|ico|pdf|woff2?|db)$/i.test(file)
      )
        return false
      try {
        return pattern.test(readFileSync(path.join(root, file), 'utf8'))
      } catch {
        return false // deleted in the work tree, or a folder
      }
    })
    expect(readers).toEqual([])
  })
})
