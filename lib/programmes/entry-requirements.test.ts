import { GRADUATE_ADMISSION, UNDERGRADUATE_ADMISSION } from '@/lib/policy/admissions-finance'
import { entryRequirements } from './entry-requirements'

describe('entryRequirements', () => {
  it('a doctoral programme asks what /graduateadmission asks of doctoral applicants, not the master’s figures', () => {
    const doctoral = entryRequirements('graduate', 'Doctoral')!
    expect(doctoral.regular.lines[0]).toContain('master’s degree')
    expect(doctoral.regular.lines[0]).toContain(GRADUATE_ADMISSION.doctoral.regular.toFixed(2))
    expect(doctoral.regular.lines[1]).toContain(`${GRADUATE_ADMISSION.statementOfPurposeWords.doctoral} words`)
    expect(doctoral.provisional[0]).toContain(GRADUATE_ADMISSION.doctoral.provisional.toFixed(2))
    expect(doctoral.policyPage.href).toBe('/graduateadmission')
  })

  it('a master’s programme asks 3.00 regular and 2.67 provisional, and 250 words', () => {
    const masters = entryRequirements('graduate', 'Master’s')!
    expect(masters.regular.lines.join(' ')).toContain('at least 3.00')
    expect(masters.regular.lines.join(' ')).toContain('250 words')
    expect(masters.provisional.join(' ')).toContain('at least 2.67')
    expect(masters.regular.lines.join(' ')).not.toContain('2.75')
  })

  it('an undergraduate programme lists the admission criteria, any one of which admits', () => {
    const undergraduate = entryRequirements('undergraduate', null)!
    expect(undergraduate.regular.oneOf).toBe(true)
    expect(undergraduate.regular.lines).toEqual(UNDERGRADUATE_ADMISSION.criteria.map((c) => `${c}.`))
    expect(undergraduate.policyPage.href).toBe('/undergradadmission')
  })

  it('kinds the admission pages do not cover state none', () => {
    for (const kind of ['certificate', 'extension', 'minor']) expect(entryRequirements(kind, null)).toBeNull()
  })
})
