import { httpDate, isNotModified, parseEtagList, strongEtag } from './conditional.mjs'

const etag = '"abc"'
const lastModified = 'Wed, 25 Nov 2026 10:00:00 GMT'
const ok = { method: 'GET', status: 200, etag, lastModified }

describe('isNotModified (RFC 9110 §13.2.2)', () => {
  it('answers 304 when If-None-Match names the ETag, comparing weakly', () => {
    expect(isNotModified({ ...ok, ifNoneMatch: '"abc"' })).toBe(true)
    expect(isNotModified({ ...ok, ifNoneMatch: 'W/"abc"' })).toBe(true)
    expect(isNotModified({ ...ok, etag: 'W/"abc"', ifNoneMatch: '"abc"' })).toBe(true)
    expect(isNotModified({ ...ok, ifNoneMatch: '"abd"' })).toBe(false)
  })

  it('reads a list of tags, a comma inside a tag included', () => {
    expect(isNotModified({ ...ok, ifNoneMatch: '"x", "abc" ,W/"y"' })).toBe(true)
    expect(isNotModified({ ...ok, etag: '"a,b"', ifNoneMatch: '"z", "a,b"' })).toBe(true)
    expect(parseEtagList('"a,b", W/"c"')).toEqual(['"a,b"', 'W/"c"'])
  })

  it('takes * as any current representation, but only of a 2xx answer', () => {
    expect(isNotModified({ ...ok, etag: null, ifNoneMatch: '*' })).toBe(true)
    expect(isNotModified({ ...ok, status: 404, ifNoneMatch: '*' })).toBe(false)
  })

  it('never turns a non-2xx answer into a 304, whatever matches', () => {
    for (const status of [301, 304, 404, 410, 500])
      expect(isNotModified({ ...ok, status, ifNoneMatch: etag, ifModifiedSince: lastModified })).toBe(false)
  })

  it('applies to GET and HEAD only', () => {
    expect(isNotModified({ ...ok, method: 'HEAD', ifNoneMatch: etag })).toBe(true)
    expect(isNotModified({ ...ok, method: 'POST', ifNoneMatch: etag })).toBe(false)
  })

  it('lets If-None-Match decide alone: If-Modified-Since is then ignored', () => {
    expect(isNotModified({ ...ok, ifNoneMatch: '"other"', ifModifiedSince: lastModified })).toBe(false)
    expect(isNotModified({ ...ok, ifNoneMatch: etag, ifModifiedSince: 'Mon, 01 Jan 2001 00:00:00 GMT' })).toBe(true)
  })

  it('answers 304 to If-Modified-Since at or after Last-Modified, to the second', () => {
    expect(isNotModified({ ...ok, ifModifiedSince: lastModified })).toBe(true)
    expect(isNotModified({ ...ok, ifModifiedSince: 'Wed, 25 Nov 2026 10:00:01 GMT' })).toBe(true)
    expect(isNotModified({ ...ok, ifModifiedSince: 'Wed, 25 Nov 2026 09:59:59 GMT' })).toBe(false)
    expect(
      isNotModified({ ...ok, lastModified: httpDate('2026-11-25T10:00:00.900Z'), ifModifiedSince: lastModified }),
    ).toBe(true)
  })

  it('ignores an If-Modified-Since that is not a date, and one without a Last-Modified to compare', () => {
    expect(isNotModified({ ...ok, ifModifiedSince: 'yesterday' })).toBe(false)
    expect(isNotModified({ ...ok, lastModified: null, ifModifiedSince: lastModified })).toBe(false)
  })

  it('answers a request without preconditions in full', () => {
    expect(isNotModified(ok)).toBe(false)
  })
})

describe('strongEtag', () => {
  it('is a quoted tag that changes with the bytes and is the same for text and its UTF-8', () => {
    expect(strongEtag('a')).toMatch(/^"[\w-]+"$/)
    expect(strongEtag('a')).not.toBe(strongEtag('b'))
    expect(strongEtag('é')).toBe(strongEtag(new TextEncoder().encode('é')))
  })
})
