import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { samplePdf } from './sample-pdf'

// Read back with poppler (Debian's poppler-utils, installed by .ci/run): a PDF reader nobody here wrote.
const dir = mkdtempSync(path.join(tmpdir(), 'sample-pdf-'))
function read(name: string, pdf: Buffer) {
  const file = path.join(dir, `${name}.pdf`)
  writeFileSync(file, pdf)
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), title: /^Title:\s+(.*)$/m.exec(info)?.[1], text }
}

describe('samplePdf', () => {
  it('a handbook has several pages, its title, its sections and page numbers', () => {
    const { pages, title, text } = read('handbook', samplePdf({ title: 'Student Handbook', category: 'handbook' }))
    expect(pages).toBeGreaterThanOrEqual(2)
    expect(title).toBe('Student Handbook')
    for (const heading of ['Student Handbook', 'Welcome', 'Academic life', 'Where to get help'])
      expect(text).toContain(heading)
    expect(text).toContain(`Page ${pages} of ${pages}`)
    expect(text).toContain('Sample document for the demonstration site')
  })

  it('a form has parts with lines to fill in and an office-use box', () => {
    const { text } = read(
      'form',
      samplePdf({ title: 'Medical Form', category: 'form', lines: ['Return it to the Health Services.'] }),
    )
    expect(text).toContain('Return it to the Health Services.')
    expect(text).toMatch(/Student ID number: _{10,}/)
    expect(text).toContain('For office use only')
  })

  it('writes typographic quotes and dashes so a reader shows them, and escapes PDF string syntax', () => {
    const { title, text } = read(
      'quotes',
      samplePdf({ title: 'Bulletin 2024–2026 (draft)', category: 'bulletin', lines: ['The university’s \\ rules.'] }),
    )
    expect(title).toBe('Bulletin 2024-2026 (draft)')
    expect(text).toContain("The university's \\ rules.")
  })
})
