import { buildSnippet, createSearchIndex, FOLDED_KEPT, parseKind, processTerm, type SearchDocument } from './fulltext'

const docs: SearchDocument[] = [
  {
    id: 'programme:nursing',
    kind: 'programme',
    title: 'Bachelor of Science in Nursing',
    headings: 'Department of Nursing · College of Natural and Applied Sciences',
    body: 'Matriculation requirements: five CSEC subjects including Biology and Chemistry, a pass in the nursing entrance examination.',
    url: '/undergrad?degree=nursing',
  },
  {
    id: 'page:/tuitionfees',
    kind: 'page',
    title: 'Tuition and Fees',
    headings: 'Application and registration fees · Refunds · Discounts',
    body: 'Tuition for each programme is set every academic year. A student who withdraws receives a refund.',
    url: '/tuitionfees',
  },
  {
    id: 'story:clinic',
    kind: 'story',
    title: 'Students open a community clinic',
    headings: '',
    body: 'Final-year nursing students staffed a free clinic in Mandeville, checking blood pressure for two hundred neighbours.',
    url: '/featurestory?article=clinic',
  },
  {
    id: 'page:/records',
    kind: 'page',
    title: 'Records',
    headings: 'Transcripts · Nursing board letters',
    body: 'Order transcripts and letters of enrolment.',
    url: '/records',
  },
  {
    id: 'page:/financialaid',
    kind: 'page',
    title: 'Financial Aid',
    headings: 'Scholarships',
    body: 'Grants, loans and discounts help you pay tuition.',
    url: '/financialaid',
  },
]

const index = createSearchIndex(docs)
const ids = (query: string, kind?: Parameters<typeof index.search>[1]) =>
  index.search(query, kind).hits.map((h) => h.doc.id)

describe('ranking', () => {
  it('puts a title match above a heading match above a body match', () => {
    expect(ids('nursing')).toEqual(['programme:nursing', 'page:/records', 'story:clinic'])
    expect(ids('tuition')[0]).toBe('page:/tuitionfees')
    expect(ids('tuition')).toContain('page:/financialaid')
  })
  it('finds a phrase from the body when every word is there', () => {
    expect(ids('blood pressure Mandeville')).toEqual(['story:clinic'])
    expect(ids('nursing entrance examination')[0]).toBe('programme:nursing')
  })
  it('falls back to any of the words when no document holds them all', () => {
    expect(ids('tuition zebra')).toContain('page:/tuitionfees')
  })
  it('filters by kind and counts every kind', () => {
    const answer = index.search('nursing', { kind: 'story' })
    expect(answer.hits.map((h) => h.doc.id)).toEqual(['story:clinic'])
    expect(answer.counts).toEqual({ programme: 1, page: 1, story: 1 })
    expect(answer.total).toBe(1)
  })
  it('finds nothing for an empty query or filler words', () => {
    expect(ids('')).toEqual([])
    expect(ids('the of and')).toEqual([])
  })
})

describe('the page about a thing before the pages that mention it', () => {
  const page = (id: string, title: string, headings: string, body: string): SearchDocument => ({
    id,
    kind: 'page',
    title,
    headings,
    body,
    url: `/${id}`,
  })
  /** The same filler for each, so only where the words stand differs. */
  const filler = 'Students and staff meet every week to plan the year ahead.'

  it('puts a heading match above a passing mention in the body, however much the body repeats it', () => {
    const ranked = createSearchIndex([
      page(
        'college',
        'College of Theology',
        'Departments',
        `${filler} Valedictorian, summa cum laude. Summa cum laude again, summa cum laude.`,
      ),
      page(
        'records',
        'University Records',
        'Grading scales · Honours · Summa cum laude',
        `${filler} ${filler} ${filler} Summa cum laude 3.90 or better.`,
      ),
    ])
    expect(ranked.search('summa cum laude').hits.map((h) => h.doc.id)).toEqual(['records', 'college'])
    expect(ranked.search('laude').hits.map((h) => h.doc.id)).toEqual(['records', 'college'])
  })

  it('counts a table header, caption or definition term as a heading (page text puts them there)', () => {
    const ranked = createSearchIndex([
      page('story', 'A busy term', '', `${filler} The refund came quickly.`),
      // The headings of a page whose table's caption is "Refunds" and whose row header is "First week".
      page(
        'fees',
        'Tuition and Fees',
        'Application fees · Refunds · First week',
        `${filler} ${filler} Refunds First week 90% Second week 50%`,
      ),
    ])
    expect(ranked.search('refunds').hits[0].doc.id).toBe('fees')
  })

  it('puts the words as a phrase, adjacent and in order, above the same words scattered', () => {
    const ranked = createSearchIndex([
      page(
        'scattered',
        'Notes',
        '',
        'The blood bank opened. Later we checked the pressure in the tyres. Blood banks need pressure groups.',
      ),
      page('phrase', 'Clinic', '', `${filler} ${filler} ${filler} Nurses checked blood pressure for neighbours.`),
      page('reversed', 'Notes again', '', 'The pressure of blood on the walls of the vessels.'),
    ])
    const ids = ranked.search('blood pressure').hits.map((h) => h.doc.id)
    expect(ids[0]).toBe('phrase')
    expect(ids).toHaveLength(3)
  })

  it('ranks phrases the same when more documents were looked at than the folded text it keeps', () => {
    const many = Array.from({ length: FOLDED_KEPT + 50 }, (_, i) =>
      page(`other-${i}`, `Notice ${i}`, '', 'The blood drive and the pressure washer are both on Friday.'),
    )
    const ranked = createSearchIndex([
      ...many,
      page('phrase', 'Clinic', '', 'Nurses checked blood pressure for neighbours.'),
      page('also', 'Ward', '', 'Blood pressure is taken every morning.'),
    ])
    for (const query of ['blood pressure', 'pressure washer', 'blood pressure']) {
      const ids = ranked.search(query, { limit: 2 }).hits.map((h) => h.doc.id)
      if (query === 'blood pressure') expect(ids.sort()).toEqual(['also', 'phrase'])
    }
  })

  it('takes filler words between a phrase\'s words as the phrase: "school of nursing" is "school nursing"', () => {
    const ranked = createSearchIndex([
      page('scattered', 'News', '', 'Our school opened a wing; nursing students moved in.'),
      page('phrase', 'About', '', `${filler} ${filler} The School of Nursing trains nurses.`),
    ])
    expect(ranked.search('school nursing').hits.map((h) => h.doc.id)).toEqual(['phrase', 'scattered'])
  })

  it('keeps a phrase within one heading: words of two headings side by side are not a phrase', () => {
    const ranked = createSearchIndex([
      page('apart', 'Notes', 'Blood · Pressure', filler),
      page('together', 'More notes', 'Blood pressure', filler),
    ])
    expect(ranked.search('blood pressure').hits.map((h) => h.doc.id)).toEqual(['together', 'apart'])
  })

  it('finds a page by a word it names otherwise (synonym map), still typo-tolerant', () => {
    const ranked = createSearchIndex([
      page('campusliving', 'Living on Campus', 'Our three residence halls', 'Each residence hall is led by a dean.'),
      page('news', 'News', '', filler),
    ])
    expect(ranked.search('dorm').hits.map((h) => h.doc.id)).toEqual(['campusliving'])
    expect(ranked.search('resdence').hits.map((h) => h.doc.id)).toEqual(['campusliving'])
  })
})

describe('typo tolerance and prefixes', () => {
  it('forgives one typo', () => {
    expect(ids('nursng')[0]).toBe('programme:nursing')
    expect(ids('tution')[0]).toBe('page:/tuitionfees')
    expect(ids('transcirpts')[0]).toBe('page:/records')
  })
  it('forgives no typo in short words, which would match too much', () => {
    expect(ids('fez')).toEqual([])
  })
  it('matches the word being typed as a prefix', () => {
    expect(ids('nurs')[0]).toBe('programme:nursing')
    expect(index.suggest('scholar')[0].id).toBe('page:/financialaid')
    expect(index.suggest('commun cli').map((d) => d.id)).toEqual(['story:clinic'])
  })
  it('suggests from prefixes of three letters or more only, which do not stand for half the vocabulary', () => {
    expect(index.suggest('tu')).toEqual([])
    expect(index.suggest('tui')[0].id).toBe('page:/tuitionfees')
  })
  it('reports the index terms that matched, for highlighting', () => {
    const [hit] = index.search('nursng').hits
    expect(hit.terms).toEqual(['nursing'])
  })
})

describe('did you mean', () => {
  it('offers a nearby spelling when nothing matches', () => {
    const answer = index.search('scolarshpis')
    expect(answer.hits).toEqual([])
    expect(answer.suggestion).toBe('scholarships')
  })
  it('offers nothing when results were found or nothing is close', () => {
    expect(index.search('nursing').suggestion).toBeNull()
    expect(index.search('xylophone').suggestion).toBeNull()
  })
})

describe('buildSnippet', () => {
  const text =
    'Tuition for each programme is set every academic year. ' +
    'Filler words go here. '.repeat(20) +
    'A student who withdraws receives a refund.'

  it('marks the matched words, whatever their case and accents', () => {
    expect(buildSnippet('Nursing and nursing and Núrsing care', ['nursing'])).toEqual([
      { text: 'Nursing', match: true },
      { text: ' and ', match: false },
      { text: 'nursing', match: true },
      { text: ' and ', match: false },
      { text: 'Núrsing', match: true },
      { text: ' care', match: false },
    ])
  })
  it('starts at the beginning when the first match is near it', () => {
    const parts = buildSnippet(text, ['tuition'], 120)
    expect(parts[0]).toEqual({ text: 'Tuition', match: true })
    expect(parts[parts.length - 1].text.endsWith('…')).toBe(true)
  })
  it('centres on a later match, cut at word boundaries with ellipses', () => {
    const parts = buildSnippet(text, ['refund'], 120)
    const joined = parts.map((p) => p.text).join('')
    expect(joined.startsWith('…')).toBe(true)
    expect(parts.find((p) => p.match)?.text).toBe('refund')
    expect(joined.length).toBeLessThanOrEqual(122)
    expect(joined).not.toMatch(/…\S*[a-z]\s?$/) // no word cut in half at the start
  })
  it('keeps markup as text: nothing in a snippet is HTML', () => {
    const parts = buildSnippet('<script>alert(1)</script> nursing <b>care</b>', ['nursing'])
    expect(parts).toEqual([
      { text: '<script>alert(1)</script> ', match: false },
      { text: 'nursing', match: true },
      { text: ' <b>care</b>', match: false },
    ])
  })
  it('gives the opening of the text when nothing in it matched', () => {
    expect(buildSnippet('Short text.', ['absent'])).toEqual([{ text: 'Short text.', match: false }])
    expect(buildSnippet('   ', ['x'])).toEqual([])
  })
})

describe('input', () => {
  it('folds case and accents and drops filler words', () => {
    expect(processTerm('Éducation')).toBe('education')
    expect(processTerm('the')).toBeNull()
    expect(processTerm('a')).toBeNull()
    expect(processTerm('7')).toBe('7')
  })
  it('accepts only known kinds', () => {
    expect(parseKind('story')).toBe('story')
    expect(parseKind(['job', 'x'])).toBe('job')
    expect(parseKind('<script>')).toBeNull()
    expect(parseKind(undefined)).toBeNull()
  })
})
