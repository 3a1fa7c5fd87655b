import { preselectedProgramme } from './preselect'

const choices = {
  Certificate: ['Accounting'],
  Undergraduate: ['Accounting', 'Biology', 'Nursing'],
  Graduate: ['Biology', 'Public Health'],
}

describe('the programme a link preselects', () => {
  it('finds an undergraduate programme by its slug', () => {
    expect(preselectedProgramme('?programme=nursing', choices)).toEqual({
      level: 'Undergraduate',
      field: 'degreeChoice',
      name: 'Nursing',
    })
  })
  it('finds a graduate programme by its slug with the kind, not the undergraduate one of the same name', () => {
    expect(preselectedProgramme('?programme=biology-graduate', choices)).toEqual({
      level: 'Graduate',
      field: 'degreeChoice',
      name: 'Biology',
    })
    expect(preselectedProgramme('?programme=biology', choices)?.level).toBe('Undergraduate')
  })
  it('finds a certificate into the certificate list', () => {
    expect(preselectedProgramme('?programme=accounting-certificate', choices)).toMatchObject({
      level: 'Certificate',
      field: 'programChoice',
    })
    expect(preselectedProgramme('?programme=accounting', choices)?.level).toBe('Undergraduate')
  })
  it('preselects nothing for an unknown or missing programme', () => {
    expect(preselectedProgramme('?programme=astrology', choices)).toBeNull()
    expect(preselectedProgramme('', choices)).toBeNull()
  })
})
