import { UNDECIDED } from '../submission'
import { bookingSchema } from './booking'

const schema = bookingSchema({
  questions: [
    { question: 'Access needs?', required: false },
    { question: 'Which school?', required: true },
  ],
  programmes: [UNDECIDED, 'Nursing'],
})
const valid = { name: ' Ada ', email: 'ada@example.com', guests: 1, programme: UNDECIDED, answers: ['', 'Belmont'] }

describe('bookingSchema', () => {
  it('accepts a booking and trims its text', () => {
    const parsed = schema.safeParse(valid)
    expect(parsed.success && parsed.data.name).toBe('Ada')
  })

  it('refuses control, bidirectional and markup characters, as the request form does', () => {
    for (const name of ['Ada\u0000', 'Ada\u202e', '<b>Ada</b>', 'Ada\nLovelace'])
      expect(schema.safeParse({ ...valid, name }).success).toBe(false)
    expect(schema.safeParse({ ...valid, answers: ['\u001b[31m', 'x'] }).success).toBe(false)
  })

  it('asks for the required answers and no more answers than questions', () => {
    expect(schema.safeParse({ ...valid, answers: ['x'] }).success).toBe(false)
    expect(schema.safeParse({ ...valid, answers: ['x', 'y', 'z'] }).success).toBe(false)
  })

  it('takes 1 to 10 whole people and only the listed programmes', () => {
    for (const guests of [0, 11, 1.5, '2']) expect(schema.safeParse({ ...valid, guests }).success).toBe(false)
    expect(schema.safeParse({ ...valid, guests: 10, programme: 'Nursing' }).success).toBe(true)
    expect(schema.safeParse({ ...valid, programme: 'Astrology' }).success).toBe(false)
  })
})
