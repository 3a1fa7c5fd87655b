import { headerRowFindings, lexicalTableFindings } from './tables'

const cell = (headerState: number, text: string) => ({
  type: 'tablecell',
  headerState,
  children: [{ type: 'paragraph', children: [{ type: 'text', text }] }],
})
const row = (...cells: unknown[]) => ({ type: 'tablerow', children: cells })
const table = (...rows: unknown[]) => ({ type: 'table', children: rows }) as Parameters<typeof lexicalTableFindings>[1]

describe('lexicalTableFindings', () => {
  it('accepts a table whose first row is column headings', () => {
    expect(
      lexicalTableFindings(
        'content',
        table(row(cell(1, 'Fee'), cell(3, 'Amount')), row(cell(0, 'x'), cell(0, '1'))),
        1,
      ),
    ).toEqual([])
  })

  it('refuses a table without a header row, saying which', () => {
    const findings = lexicalTableFindings(
      'content',
      table(row(cell(0, 'Fee'), cell(1, 'Amount')), row(cell(0, 'x'))),
      2,
    )
    expect(findings.map((f) => `${f.severity} ${f.message.split('. ')[0]}`)).toEqual([
      'error Table 2 in the text has no header row',
    ])
  })
})

describe('headerRowFindings (the Table block)', () => {
  it('refuses a header row with no words', () => {
    expect(headerRowFindings('layout.2.headerRow', 'Weekend programme', [' ', '']).map((f) => f.message)).toEqual([
      expect.stringMatching(/^The table “Weekend programme” has no header row\. Make its first row/),
    ])
    expect(headerRowFindings('layout.2.headerRow', undefined, [])[0].severity).toBe('error')
  })

  it('accepts one with headings', () => {
    expect(headerRowFindings('layout.2.headerRow', 'Fees', ['Item', 'Cost'])).toEqual([])
  })
})
