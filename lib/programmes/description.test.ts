import { programmeDescription } from './description'

const paragraph = (text: string) =>
  ({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
    },
  }) as never

describe('programmeDescription', () => {
  it('is the overview, cut at 160 characters', () => {
    expect(
      programmeDescription({ name: 'Nursing', overview: paragraph('Care for patients in hospitals and clinics.') }),
    ).toBe('Care for patients in hospitals and clinics.')
    expect(
      programmeDescription({ name: 'Nursing', overview: paragraph('word '.repeat(60)) }).length,
    ).toBeLessThanOrEqual(160)
  })

  it('says what the page holds when the programme has no overview', () => {
    expect(programmeDescription({ name: 'Nursing', overview: null })).toBe(
      'Nursing at the university: requirements, duration, tuition and careers.',
    )
  })
})
