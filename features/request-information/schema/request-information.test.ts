import { GENDERS, GRADES, LOCATIONS, PROGRAMME_LEVELS, PROGRAMME_LISTS } from '../fields/enumerations'
import { EMPTY_REQUEST } from '../fields/empty-request'
import { SEEDED_CHOICES } from '../fixtures/seeded-choices'
import { VALID_REQUEST } from '../fixtures/valid-request.mjs'
import { EXTRA_MESSAGES, fieldErrors, MESSAGES, requestInformationSchema as schemaFor } from './request-information'

const valid = VALID_REQUEST
const requestInformationSchema = schemaFor(SEEDED_CHOICES)
const CERTIFICATES = SEEDED_CHOICES.Certificate

function errorsOf(input: unknown) {
  const result = requestInformationSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('request-information enumerations', () => {
  it('hold the lists of spec §5', () => {
    expect(LOCATIONS).toHaveLength(7)
    expect(LOCATIONS).toContain('Career Talk/Fair at Your School')
    expect(LOCATIONS).toContain('N/A')
    expect(GRADES[0]).toBe('Grade 7')
    expect(GRADES).toContain('Grade 13')
    expect(GRADES).toEqual(
      expect.arrayContaining(['Freshman', 'Sophomore', 'Junior', 'Senior', 'Vocational Training', 'Graduated', 'None']),
    )
    expect(PROGRAMME_LEVELS).toEqual(['Certificate', 'Undergraduate', 'Graduate'])
    expect(GENDERS).toEqual(['Male', 'Female'])
  })
  it('have no duplicates', () => {
    for (const list of [LOCATIONS, GRADES]) {
      expect(new Set(list).size).toBe(list.length)
    }
  })
  it('put each programme list under its own label (undergraduate and graduate not swapped), from its kind', () => {
    expect(PROGRAMME_LISTS.Certificate).toEqual({
      field: 'programChoice',
      label: 'Certificate choice',
      kind: 'certificate',
    })
    expect(PROGRAMME_LISTS.Undergraduate).toEqual({
      field: 'degreeChoice',
      label: 'Undergraduate programme',
      kind: 'undergraduate',
    })
    expect(PROGRAMME_LISTS.Graduate).toEqual({ field: 'degreeChoice', label: 'Graduate programme', kind: 'graduate' })
  })
})

describe('requestInformationSchema', () => {
  it('accepts a complete request, whose choice is a seeded programme', () => {
    expect(requestInformationSchema.safeParse(valid).success).toBe(true)
    expect(SEEDED_CHOICES.Graduate).toContain(valid.degreeChoice)
  })

  it('gives every message of spec §5 for an empty form', () => {
    expect(errorsOf(EMPTY_REQUEST)).toEqual({
      firstName: 'Please enter your first name',
      middleName: 'Please enter your middle name',
      lastName: 'Please enter your last name',
      telephone: 'Please enter your telephone no.',
      email: 'Please enter an email address',
      gender: 'Please choose your gender',
      location: 'Please tell us your location',
      lastSchool: 'Please tell us your last/current school',
      grade: 'Please tell us what grade you are in',
      degreeType: 'Please tell us the category of your academic interest',
    })
  })

  it('gives the same messages when fields are missing altogether or of the wrong type', () => {
    expect(errorsOf({})).toEqual(errorsOf(EMPTY_REQUEST))
    const wrongTypes = Object.fromEntries(Object.keys(MESSAGES).map((key) => [key, 42]))
    const errors = errorsOf({ ...wrongTypes, adventist: 'yes' })
    for (const [field, message] of Object.entries(MESSAGES)) expect(errors[field]).toBe(message)
  })

  it.each(Object.entries(MESSAGES).filter(([f]) => !['churchConference', 'churchDistrict'].includes(f)))(
    'requires %s with its message',
    (field, message) => {
      expect(errorsOf({ ...valid, [field]: '' })).toEqual({ [field]: message })
      expect(errorsOf({ ...valid, [field]: '   ' })).toEqual({ [field]: message })
    },
  )

  it('checks the e-mail for presence only', () => {
    expect(errorsOf({ ...valid, email: 'not an address' })).toEqual({})
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: MESSAGES.email })
  })

  it('requires the complete telephone mask', () => {
    expect(errorsOf({ ...valid, telephone: '(876)555-123' })).toEqual({ telephone: MESSAGES.telephone })
    expect(errorsOf({ ...valid, telephone: '8765551234' })).toEqual({ telephone: MESSAGES.telephone })
    expect(errorsOf({ ...valid, telephone: '(876)555-1234' })).toEqual({})
  })

  it('accepts only the listed gender, location, grade and level', () => {
    expect(errorsOf({ ...valid, gender: 'Other' })).toEqual({ gender: MESSAGES.gender })
    expect(errorsOf({ ...valid, location: 'Billboard' })).toEqual({ location: MESSAGES.location })
    expect(errorsOf({ ...valid, grade: 'Grade 14' })).toEqual({ grade: MESSAGES.grade })
    expect(errorsOf({ ...valid, degreeType: 'Doctorate' })).toEqual({ degreeType: MESSAGES.degreeType })
    for (const location of LOCATIONS) expect(errorsOf({ ...valid, location })).toEqual({})
    for (const grade of GRADES) expect(errorsOf({ ...valid, grade })).toEqual({})
  })

  it('requires church conference and name only when Adventist is yes', () => {
    expect(errorsOf({ ...valid, adventist: 'yes' })).toEqual({
      churchConference: 'Please enter your church conference',
      churchDistrict: 'Please enter your church name',
    })
    expect(errorsOf({ ...valid, adventist: 'yes', churchConference: 'West Jamaica', churchDistrict: '' })).toEqual({
      churchDistrict: 'Please enter your church name',
    })
    expect(errorsOf({ ...valid, adventist: 'no' })).toEqual({})
    expect(errorsOf({ ...valid, adventist: '' })).toEqual({})
    expect(errorsOf({ ...valid, adventist: 'maybe' })).toEqual({ adventist: EXTRA_MESSAGES.adventist })
  })

  it('drops church details when not Adventist', () => {
    const out = requestInformationSchema.parse({
      ...valid,
      adventist: 'no',
      churchConference: 'X',
      churchDistrict: 'Y',
    })
    expect(out).toMatchObject({ churchConference: '', churchDistrict: '' })
    const yes = requestInformationSchema.parse({
      ...valid,
      adventist: 'yes',
      churchConference: 'X',
      churchDistrict: 'Y',
    })
    expect(yes).toMatchObject({ churchConference: 'X', churchDistrict: 'Y' })
  })

  it('keeps only the choice that matches the programme level, and only from its list', () => {
    const cert = requestInformationSchema.parse({
      ...valid,
      degreeType: 'Certificate',
      programChoice: CERTIFICATES[0],
      degreeChoice: 'Nursing',
    })
    expect(cert).toMatchObject({ programChoice: CERTIFICATES[0], degreeChoice: '' })
    const grad = requestInformationSchema.parse({
      ...valid,
      degreeType: 'Graduate',
      programChoice: CERTIFICATES[0],
      degreeChoice: 'Public Health',
    })
    expect(grad).toMatchObject({ programChoice: '', degreeChoice: 'Public Health' })
    expect(errorsOf({ ...valid, degreeType: 'Graduate', degreeChoice: 'Nursing' })).toEqual({
      degreeChoice: EXTRA_MESSAGES.degreeChoice,
    })
    expect(errorsOf({ ...valid, degreeType: 'Certificate', programChoice: 'Astrology' })).toEqual({
      programChoice: EXTRA_MESSAGES.programChoice,
    })
  })

  it('checks a choice against the lists it is given, not a fixed list', () => {
    const choices = { Certificate: ['Beekeeping'], Undergraduate: ['Marine Biology'], Graduate: [] }
    const schema = schemaFor(choices)
    const errors = (input: unknown) => {
      const result = schema.safeParse(input)
      return result.success ? {} : fieldErrors(result.error)
    }
    expect(errors({ ...valid, degreeType: 'Certificate', programChoice: 'Beekeeping' })).toEqual({})
    expect(errors({ ...valid, degreeType: 'Undergraduate', degreeChoice: 'Marine Biology' })).toEqual({})
    expect(errors({ ...valid, degreeType: 'Certificate', programChoice: CERTIFICATES[0] })).toEqual({
      programChoice: EXTRA_MESSAGES.programChoice,
    })
    expect(errors(valid)).toEqual({ degreeChoice: EXTRA_MESSAGES.degreeChoice })
    expect(errors({ ...valid, degreeChoice: '' })).toEqual({})
  })

  it('treats certificate, degree choice and additional information as optional', () => {
    expect(errorsOf({ ...valid, degreeChoice: '', additionInfo: '' })).toEqual({})
    const { additionInfo: _a, programChoice: _p, degreeChoice: _d, ...rest } = valid
    expect(errorsOf(rest)).toEqual({})
  })

  it('refuses markup in single-line fields but keeps it as text in additional information', () => {
    expect(errorsOf({ ...valid, firstName: '<script>alert(1)</script>' })).toEqual({ firstName: EXTRA_MESSAGES.markup })
    const out = requestInformationSchema.parse({ ...valid, additionInfo: '<b>hi</b>' })
    expect(out.additionInfo).toBe('<b>hi</b>')
  })

  it('bounds lengths', () => {
    expect(errorsOf({ ...valid, firstName: 'a'.repeat(101) })).toEqual({ firstName: EXTRA_MESSAGES.tooLong(100) })
    expect(errorsOf({ ...valid, additionInfo: 'a'.repeat(2001) })).toEqual({
      additionInfo: EXTRA_MESSAGES.tooLong(2000),
    })
  })

  it('trims what it stores', () => {
    expect(requestInformationSchema.parse({ ...valid, firstName: '  Ana ' }).firstName).toBe('Ana')
  })
})

describe('characters no one types', () => {
  it('refuses control characters, escape sequences and NUL with the field’s own message', () => {
    expect(errorsOf({ ...valid, firstName: 'Ana\u0000Admin' })).toEqual({ firstName: MESSAGES.firstName })
    expect(errorsOf({ ...valid, lastName: 'Brown\u001b[31m' })).toEqual({ lastName: MESSAGES.lastName })
    expect(errorsOf({ ...valid, lastSchool: 'Line\none' })).toEqual({ lastSchool: MESSAGES.lastSchool })
  })

  it('refuses bidirectional overrides and isolates', () => {
    expect(errorsOf({ ...valid, email: 'ana@example.com\u202Emoc.live' })).toEqual({ email: MESSAGES.email })
    expect(errorsOf({ ...valid, middleName: 'Ma\u2066ria' })).toEqual({ middleName: MESSAGES.middleName })
  })

  it('refuses bidirectional marks, and line or paragraph separators in single-line fields', () => {
    for (const [field, value] of [
      ['firstName', 'Ana\u200FMaria'],
      ['lastName', 'Brown\u061C'],
      ['middleName', 'Ma\u200Eria'],
      ['lastSchool', 'Manchester\u2028High'],
      ['lastSchool', 'Manchester\u2029High'],
    ] as const) {
      expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: MESSAGES[field] })
    }
    expect(errorsOf({ ...valid, additionInfo: 'One line\u2028and another' })).toEqual({})
  })

  it('refuses a required field made only of invisible characters', () => {
    for (const invisible of [
      '\u200B\u200B',
      '\u3164',
      '\u00AD',
      '\uFEFF',
      '\u2800 \u200D',
      '\uFE0F\uFE0F',
      '\u17B5',
      '\u180B\u180C',
      '\u0301\u0301',
      '\u115F\u1160',
    ]) {
      expect(errorsOf({ ...valid, firstName: invisible })).toEqual({ firstName: MESSAGES.firstName })
    }
  })

  it('refuses halves of a character (unpaired surrogates)', () => {
    expect(errorsOf({ ...valid, lastName: 'Brown\uD800' })).toEqual({ lastName: MESSAGES.lastName })
  })

  it('refuses unusual characters in optional fields too', () => {
    expect(errorsOf({ ...valid, additionInfo: 'Hello\u0007' })).toEqual({
      additionInfo: EXTRA_MESSAGES.unusualCharacters,
    })
    expect(errorsOf({ ...valid, adventist: 'yes', churchConference: '\u200B', churchDistrict: 'Mandeville' })).toEqual({
      churchConference: MESSAGES.churchConference,
    })
  })

  it('keeps what people do type: accents, other scripts, emoji, line breaks in the long answer', () => {
    expect(errorsOf({ ...valid, firstName: 'Zoë', lastName: 'Nguyễn', middleName: 'محمد' })).toEqual({})
    // Decomposed accents, a Khmer name (vowel signs are marks), a Persian name with its zero-width non-joiner.
    expect(errorsOf({ ...valid, firstName: 'Zoe\u0308', lastName: 'សុខា', middleName: 'می\u200Cخواهم' })).toEqual({})
    expect(errorsOf({ ...valid, additionInfo: 'Two lines\r\nand a family 👨\u200D👩\u200D👧' })).toEqual({})
  })
})
