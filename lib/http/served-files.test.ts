import { readdirSync } from 'node:fs'
import path from 'node:path'
import { isServedFile } from './served-files'

const ROOT = path.join(__dirname, '..', '..')

describe('the files the site serves itself', () => {
  it('include everything in public/ and every route of app/ outside the pages', () => {
    const publicEntries = readdirSync(path.join(ROOT, 'public')).map((name) => `/${name}`)
    // app/'s own routes: its folders and files but the route groups (pages, admin) and the app's own files.
    const appRoutes = readdirSync(path.join(ROOT, 'app'))
      .filter((name) => !name.startsWith('(') && !/\.(tsx?|css)$/.test(name))
      .map((name) => `/${name}`)
    for (const entry of [...publicEntries, ...appRoutes])
      expect([entry, isServedFile(entry) || isServedFile(`${entry}/x.png`)]).toEqual([entry, true])
    expect(isServedFile('/admin/collections/pages')).toBe(true)
  })

  it('leave any other address with a file extension free for a redirect', () => {
    for (const path of ['/old/report.pdf', '/wp-content/uploads/2024/05/photo.jpg', '/icon.png', '/images.zip'])
      expect(isServedFile(path)).toBe(false)
  })
})
