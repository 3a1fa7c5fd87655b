import { readability, readingFindings, sentences, syllables, WORDS_MINIMUM } from './readability'

describe('syllables', () => {
  it('counts the syllables of common words', () => {
    const counts = {
      the: 1,
      cat: 1,
      makes: 1,
      table: 2,
      people: 2,
      mammal: 2,
      platypus: 3,
      yesterday: 3,
      education: 4,
      university: 5,
    }
    for (const [word, count] of Object.entries(counts)) expect([word, syllables(word)]).toEqual([word, count])
  })
})

describe('sentences', () => {
  it('splits at full stops, question and exclamation marks, not after abbreviations or before lower case', () => {
    expect(
      sentences('Dr. Smith met Mr. Jones at 5 p.m. on Monday. They talked! Did it go well? Yes, e.g. very well.'),
    ).toEqual([
      'Dr. Smith met Mr. Jones at 5 p.m. on Monday.',
      'They talked!',
      'Did it go well?',
      'Yes, e.g. very well.',
    ])
  })
})

describe('readability', () => {
  it('gives Flesch reading ease as the formula does', () => {
    // 6 words, 6 syllables, 1 sentence: 206.835 − 1.015 × 6 − 84.6 × 1.
    expect(readability(['The cat sat on the mat.'])?.ease).toBeCloseTo(116.1, 1)
    // Wikipedia's example (Flesch–Kincaid readability tests): 37.5.
    expect(
      readability(['The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.'])?.ease,
    ).toBeCloseTo(37.5, 0)
  })

  it('gives the average sentence length and the sentence whose removal helps most', () => {
    const score = readability([
      'We open at nine. Lunch is at noon.',
      'Notwithstanding institutional considerations, the administration’s comprehensive reorganisation necessitates extraordinary interdepartmental collaboration.',
    ])
    expect(score?.wordsPerSentence).toBeCloseTo((4 + 4 + 11) / 3, 5)
    expect(score?.hardest).toMatch(/^Notwithstanding/)
  })
})

describe('readingFindings', () => {
  const easy =
    'You can visit the campus on any weekday. The tours start at the library at ten. Bring a friend if you like. '
  const hard =
    'The university’s comprehensive institutional accreditation framework, incorporating multidimensional evaluative methodologies, necessitates continuous organisational self-assessment, interdepartmental collaboration and systematic documentation of educational effectiveness across all academic programmes, administrative units and auxiliary services. '

  it('warns about a hard text, quoting the hardest sentence', () => {
    const findings = readingFindings('content', [easy, hard])
    expect(findings.map((f) => f.severity)).toEqual(['warning'])
    expect(findings[0].message).toMatch(
      /^The text is hard to read \(Flesch reading ease -?\d+, aim for 50 or more; \d+ words a sentence/,
    )
    expect(findings[0].message).toContain('most of all “The university’s comprehensive')
  })

  it('warns about long sentences even in plain words', () => {
    const long = `${Array.from({ length: 40 }, (_, i) => `we go ${i}`).join(' and ')}.`
    expect(readingFindings('content', [long])[0].message).toMatch(/\d+ words a sentence on average/)
  })

  it('is quiet about plain text, and about texts too short to score', () => {
    expect(readingFindings('content', [easy.repeat(3)])).toEqual([])
    expect(
      readingFindings('content', [
        hard
          .split(' ')
          .slice(0, WORDS_MINIMUM - 1)
          .join(' '),
      ]),
    ).toEqual([])
  })
})
