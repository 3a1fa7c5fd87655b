import { slugify } from './slugify'

describe('slugify', () => {
  it('makes lower-case hyphenated ASCII', () => {
    expect(slugify('B.Sc. Nursing & Allied Health')).toBe('b-sc-nursing-and-allied-health')
    expect(slugify('  Éducation Physique ')).toBe('education-physique')
  })
  it('collapses punctuation runs and trims hyphens', () => {
    expect(slugify('--Hello,   World!!--')).toBe('hello-world')
  })
})
