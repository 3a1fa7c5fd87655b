import { employmentTypeLabel } from './employment-type'

describe('employmentTypeLabel', () => {
  it('names the types a job states, in its order, and skips unknown values', () => {
    expect(employmentTypeLabel(['FULL_TIME'])).toBe('Full time')
    expect(employmentTypeLabel(['PART_TIME', 'TEMPORARY', 'SOMETIMES'])).toBe('Part time, Temporary')
    expect(employmentTypeLabel([])).toBe('')
  })
})
