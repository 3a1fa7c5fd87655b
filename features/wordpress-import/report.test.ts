import { ImportReport } from './report'

describe('ImportReport', () => {
  it('counts each kind by outcome and lists what was skipped, noted, not brought as it was, and every redirect', () => {
    const report = new ImportReport('export.xml', false)
    report.count('feature story', 'created')
    report.count('feature story', 'unchanged')
    report.skip('picture', 'attachment 7 (boat.jpg)', 'file not brought: downloads are off')
    report.notes.push({ what: 'post 3 "Draft"', note: 'kept as a draft' })
    report.markup.push({ what: 'post 4 "A | B"', detail: 'unknown-shortcode: [x]' })
    report.unmappedTerms.set('tag campus', 2)
    report.redirects.push({ from: '/?p=4', to: '/featurestory?article=a', outcome: 'created' })
    const markdown = report.toMarkdown()
    expect(markdown).toContain('| feature story | 1 | 0 | 1 | 0 |')
    expect(markdown).toContain('| picture | 0 | 0 | 0 | 1 |')
    expect(markdown).toContain('| attachment 7 (boat.jpg) | file not brought: downloads are off |')
    expect(markdown).toContain('| post 4 "A \\| B" | unknown-shortcode: [x] |')
    expect(markdown).toContain('tag campus (2)')
    expect(markdown).toContain('| /?p=4 | /featurestory?article=a | created |')
    expect(report.changed).toBe(true)
  })

  it('says a dry run wrote nothing, and a run that only found things unchanged changed nothing', () => {
    const report = new ImportReport('https://old.example.edu', true)
    report.count('redirect', 'unchanged')
    expect(report.toMarkdown()).toMatch(/^# WordPress import \(dry run: nothing was written\)/)
    expect(report.changed).toBe(false)
  })
})
