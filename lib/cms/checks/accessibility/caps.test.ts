import { capsFindings } from './caps'

const check = (text: string) =>
  capsFindings('title', text, 'The title').map((f) => `${f.severity} ${f.message.split('. ')[0]}`)

describe('capsFindings', () => {
  it('warns about a title or paragraph in capitals', () => {
    expect(check('REGISTRATION IS NOW OPEN')).toEqual(['warning The title “REGISTRATION IS NOW OPEN” is in capitals'])
    expect(check('ÉTUDIANTS ET PROFESSEURS, 2026!')).toHaveLength(1)
  })

  it('leaves acronyms, short words and ordinary case alone', () => {
    expect(check('NCU')).toEqual([])
    expect(check('NCU BSc')).toEqual([])
    expect(check('CNAS and SBAS open days')).toEqual([])
    expect(check('FAQ 2026')).toEqual([])
    expect(check('Registration is now open')).toEqual([])
  })
})
