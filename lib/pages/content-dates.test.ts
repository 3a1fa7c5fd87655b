import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CONTENT_PAGES } from './content'
import { contentHash, textWithImports, updateContentDates, type ContentDates } from './content-dates.mjs'
import { CONTENT_DATES } from './page-last-modified'

const CONTENT = path.join(__dirname, '..', '..', 'content')
const read = (file: string) => readFileSync(path.join(CONTENT, file), 'utf8')

describe('updateContentDates', () => {
  const previous: ContentDates = {
    'a.mdx': { sha256: contentHash('A'), changed: '2026-01-01T00:00:00.000Z' },
    'gone.mdx': { sha256: 'x', changed: '2026-01-01T00:00:00.000Z' },
  }
  const now = () => '2026-06-01T00:00:00.000Z'

  it('keeps the date of an unchanged file, whatever its line endings', () => {
    expect(updateContentDates(previous, { 'a.mdx': 'A' }, now)['a.mdx'].changed).toBe('2026-01-01T00:00:00.000Z')
    expect(contentHash('x\r\ny')).toBe(contentHash('x\ny'))
  })
  it('moves an edited file forward, dates a new one and drops a removed one', () => {
    const next = updateContentDates(previous, { 'a.mdx': 'A, edited', 'b.mdx': 'B' }, now)
    expect(next['a.mdx']).toEqual({ sha256: contentHash('A, edited'), changed: '2026-06-01T00:00:00.000Z' })
    expect(next['b.mdx'].changed).toBe('2026-06-01T00:00:00.000Z')
    expect(next).not.toHaveProperty('gone.mdx')
  })
  it('counts the MDX files a page imports as part of its text', () => {
    const files: Record<string, string> = {
      'legal/page.mdx': "import Notice from './notice.mdx'\n\n<Notice />",
      'legal/notice.mdx': 'The notice.',
    }
    expect(textWithImports('legal/page.mdx', (f) => files[f])).toContain('The notice.')
  })
})

describe('content/dates.json', () => {
  it('has the current text of every MDX page (run `node scripts/content-dates.mjs` after editing content/)', () => {
    for (const page of CONTENT_PAGES) {
      const known = CONTENT_DATES[page.content.file]
      expect([page.content.file, known?.sha256]).toEqual([
        page.content.file,
        contentHash(textWithImports(page.content.file, read)),
      ])
      expect(Number.isNaN(Date.parse(known.changed))).toBe(false)
    }
  })
})
