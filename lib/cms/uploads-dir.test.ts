import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { config } from '@/lib/config/site.mjs'
import { uploadsDir } from './uploads-dir'

describe('upload folders on local disk', () => {
  it('are the collection’s folder under UPLOADS_DIR', () => {
    expect(path.resolve(uploadsDir('media'))).toBe(path.resolve(config.uploadsDir, 'media'))
    expect(path.resolve(uploadsDir('documents'))).toBe(path.resolve(config.uploadsDir, 'documents'))
  })

  it('are never a path.join of the setting in a collection, which the build matches against every upload', () => {
    const dir = path.join(__dirname, 'collections')
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')] as const)
    const uploads = sources.filter(([, text]) => /staticDir:/.test(text))
    expect(uploads.map(([f]) => f).sort()).toEqual(['Documents.ts', 'Media.ts'])
    for (const [, text] of uploads) {
      expect(text).toMatch(/staticDir: uploadsDir\('(media|documents)'\)/)
      expect(text).not.toMatch(/path\.(join|resolve)\(\s*config\.uploadsDir/)
    }
  })
})
