import { DEFAULT_MAPPING, mappedTerms, readMapping, targetOf } from './categories'

describe('category mapping', () => {
  it('sends news categories to news articles, sports to sports articles (before news), the rest to the default', () => {
    expect(targetOf(['news'], DEFAULT_MAPPING)).toEqual({ collection: 'articles', kind: 'news' })
    expect(targetOf(['news', 'athletics'], DEFAULT_MAPPING)).toEqual({ collection: 'articles', kind: 'sports' })
    expect(targetOf(['alumni'], DEFAULT_MAPPING)).toEqual({ collection: 'stories' })
    expect(targetOf([], readMapping({ default: 'news' }))).toEqual({ collection: 'articles', kind: 'news' })
  })

  it("reads an operator's file, defaults filled, and refuses a wrong one with each field's problem", () => {
    expect(readMapping({ news: ['campus-news'] })).toEqual({ ...DEFAULT_MAPPING, news: ['campus-news'] })
    expect(() => readMapping({ default: 'pages', extra: 1 })).toThrow(/default: .*\n.*extra|extra[\s\S]*default/)
  })

  it("maps categories to the site's colleges and lists the rest as having no place", () => {
    const mapping = readMapping({ colleges: { nursing: 'cnasahn' } })
    expect(mappedTerms(['nursing', 'news', 'alumni'], ['campus'], mapping)).toEqual({
      colleges: ['cnasahn'],
      unmapped: ['category alumni', 'tag campus'],
    })
  })
})
