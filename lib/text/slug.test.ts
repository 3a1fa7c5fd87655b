import { slugify } from './slug'

describe('slugify', () => {
  it('makes lower-case hyphenated ASCII', () => {
    expect(slugify('B.Sc. Nursing & Allied Health')).toBe('b-sc-nursing-and-allied-health')
    expect(slugify('  Éducation Physique ')).toBe('education-physique')
  })
  it('collapses punctuation runs and trims hyphens', () => {
    expect(slugify('--Hello,   World!!--')).toBe('hello-world')
  })
  it('drops apostrophes rather than splitting the word (the seed’s story slugs)', () => {
    expect(slugify('From Mandeville to the operating theatre: a nursing graduate’s journey')).toBe(
      'from-mandeville-to-the-operating-theatre-a-nursing-graduates-journey',
    )
    expect(slugify("St. Ann's Bay")).toBe('st-anns-bay')
  })
  it('reads & as "and" even between letters', () => expect(slugify('R&D')).toBe('r-and-d'))
  it('is idempotent, so a slug an editor typed survives a second save', () => {
    const once = slugify('Dean’s List & Honours')
    expect(slugify(once)).toBe(once)
  })
  it('gives an empty string when nothing is left', () => expect(slugify('¿?')).toBe(''))
})
