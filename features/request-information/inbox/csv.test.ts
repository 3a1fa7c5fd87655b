import { csvCell, toCsv } from './csv'

describe('csv', () => {
  it('quotes cells that need it and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell(true)).toBe('yes')
    expect(csvCell(null)).toBe('')
  })
  it('writes a header and one line per request', () => {
    const csv = toCsv([{ firstName: 'Ana', lastName: 'Brown', handled: false, telephone: '(876)555-1234' }])
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n')
    expect(header.startsWith('Entry date,First name,Middle name,Last name,Telephone')).toBe(true)
    expect(line.startsWith(',Ana,,Brown,(876)555-1234')).toBe(true)
    expect(line).toContain(',no,')
  })
})
