import { existsSync } from 'node:fs'
import path from 'node:path'

const FILE = 'shared/fixtures/wordpress/themeunittestdata.wordpress.xml'

/**
 * Where the WordPress Theme Unit Test export is (the tests' data, kept beside the checkouts, never
 * in the repository): `../shared/…` from the main checkout, `../../shared/…` from a worktree.
 */
export function themeUnitTestExport(root = process.cwd()): string {
  const candidates = [path.resolve(root, '..', FILE), path.resolve(root, '..', '..', FILE)]
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new Error(`The WordPress Theme Unit Test export is not at ${candidates.join(' or ')}`)
  return found
}
