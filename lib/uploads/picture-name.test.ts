import { pictureName } from './picture-name'

test("a picture's name is its file's name without the format", () => {
  expect(pictureName('oval-1.jpg')).toBe('oval-1')
  expect(pictureName('oval-1.webp')).toBe('oval-1')
  expect(pictureName('feast-of-lights-programme.jpeg')).toBe('feast-of-lights-programme')
})

test('only the last extension goes, and a name without one stays whole', () => {
  expect(pictureName('report.2026.png')).toBe('report.2026')
  expect(pictureName('crest')).toBe('crest')
  expect(pictureName('oval-1-1200x630.jpg')).toBe('oval-1-1200x630')
})
