import { csvCell, toCsv } from './csv'

describe('csv', () => {
  it('quotes every cell and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1')).toBe(`"'+1"`)
    expect(csvCell('  @SUM(A1)')).toBe(`"'  @SUM(A1)"`)
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`)
    expect(csvCell(true)).toBe('"yes"')
    expect(csvCell(null)).toBe('""')
  })

  it('keeps a cell whole whatever separator a spreadsheet splits on', () => {
    // Quoted, "a;=1+1" is one cell to a reader that splits on ; as much as to one that splits on ,
    for (const separator of [',', ';', '\t']) {
      expect(csvCell(`a${separator}=1+1`)).toBe(`"a${separator}=1+1"`)
    }
  })

  it('writes a header and one line per request', () => {
    const csv = toCsv([{ firstName: 'Ana', lastName: 'Brown', handled: false, telephone: '(876)555-1234' }])
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n')
    expect(header.startsWith('"Entry date","First name","Middle name","Last name","Telephone"')).toBe(true)
    expect(line.startsWith('"","Ana","","Brown","(876)555-1234"')).toBe(true)
    expect(line).toContain(',"no",')
  })
})
