import { pictureFindings } from './pictures'

const check = (alt: string | null | undefined, caption?: string) =>
  pictureFindings('cover', alt, 'This picture', caption).map((f) => `${f.severity} ${f.message.split('. ')[0]}`)

describe('pictureFindings', () => {
  it('refuses a picture without a text alternative', () => {
    expect(check(null)).toEqual(['error This picture has no text alternative'])
    expect(check('   ')).toEqual(['error This picture has no text alternative'])
  })

  it('refuses a file name or a word like “image” as the alternative', () => {
    for (const alt of ['IMG_0042.jpg', 'campus-lawn.webp', 'image', 'Photo 3', 'DSC_1234', 'picture', 'screenshot'])
      expect([alt, check(alt)]).toEqual([alt, [expect.stringMatching(/^error This picture’s text alternative “/)]])
  })

  it('warns when the alternative repeats the caption', () => {
    expect(check('The new library at dusk', 'The new library, at dusk.')).toEqual([
      'warning This picture’s text alternative repeats its caption',
    ])
    expect(check('Students reading on the library steps', 'The new library at dusk')).toEqual([])
  })

  it('says nothing when the alternative is sound, or not known here', () => {
    expect(check('Graduates throwing their caps on the lawn')).toEqual([])
    expect(check(undefined)).toEqual([])
  })
})
