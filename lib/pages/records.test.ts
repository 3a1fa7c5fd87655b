jest.mock('payload', () => ({ APIError: class extends Error {}, ValidationError: class extends Error {} }))
jest.mock('next/server', () => ({ after: () => undefined }))

import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Field } from 'payload'
import { COLLECTIONS, SHOWN_COLLECTIONS } from '@/lib/cache/tags'
import { collections } from '@/lib/cms/collections'
import { internalPath, normalPath } from '@/lib/links/internal-path'
import { absoluteUrl } from './absolute-url'
import { findPage, unlistedReason } from '.'
import {
  NO_PAGE_OF_ITS_OWN,
  PAGED_COLLECTIONS,
  RECORD_PAGES,
  RECORDS,
  recordAt,
  recordList,
  recordPath,
  recordRewrite,
  recordRoute,
  recordUrl,
  type RecordCollection,
} from './records'

const SITE = path.join(__dirname, '..', '..', 'app', '(site)')
const fieldsOf = (slug: string) =>
  (collections.find((c) => c.slug === slug)?.fields ?? []) as (Field & {
    name?: string
    options?: { value: string }[]
  })[]

describe('the record table', () => {
  it('places every collection the site shows: a record page or list of its own, or where it is seen instead', () => {
    const inTable = new Set<string>(Object.keys(RECORDS))
    const withoutPage = new Set<string>(Object.keys(NO_PAGE_OF_ITS_OWN))
    expect(SHOWN_COLLECTIONS.filter((c) => inTable.has(c) === withoutPage.has(c))).toEqual([])
    expect([...inTable, ...withoutPage].filter((c) => COLLECTIONS[c as keyof typeof COLLECTIONS] !== 'shown')).toEqual(
      [],
    )
  })

  it('has every collection whose records carry a slug in the Payload config in the table, or says where they are seen', () => {
    const slugged = collections.filter((c) => fieldsOf(c.slug).some((f) => f.name === 'slug')).map((c) => c.slug)
    expect(slugged.filter((c) => !(c in RECORDS) && !(c in NO_PAGE_OF_ITS_OWN))).toEqual([])
  })

  it('reads each record’s URL from fields its collection has, and programmes by every kind the collection offers', () => {
    for (const [collection, entry] of Object.entries(RECORDS)) {
      const names = fieldsOf(collection).map((f) => f.name)
      expect([collection, entry.key === 'id' || names.includes(entry.key)]).toEqual([collection, true])
    }
    const kinds = fieldsOf('programmes')
      .find((f) => f.name === 'kind')
      ?.options?.map((o) => o.value)
    expect(Object.keys(RECORDS.programmes.kinds).sort()).toEqual([...(kinds ?? [])].sort())
  })

  it('gives each kind of record page a route folder, a name of its own and a list page the sitemap lists', () => {
    const names = RECORD_PAGES.map((p) => p.name)
    expect(new Set(names).size).toBe(names.length)
    for (const page of RECORD_PAGES) {
      const folder = path.join(SITE, page.route)
      const dynamic = existsSync(folder) ? readdirSync(folder).filter((name) => /^\[\w+\]$/.test(name)) : []
      expect([
        page.name,
        dynamic.length,
        dynamic.length === 1 && existsSync(path.join(folder, dynamic[0], 'page.tsx')),
      ]).toEqual([page.name, 1, true])
    }
    const lists = Object.keys(RECORDS).flatMap((c) => [
      recordList(c as RecordCollection),
      ...RECORD_PAGES.filter((p) => p.collection === c).map((p) => p.list),
    ])
    for (const list of lists) expect([list, findPage(list) && unlistedReason(findPage(list)!)]).toEqual([list, null])
    expect(PAGED_COLLECTIONS).toEqual(['programmes', 'stories', 'articles', 'jobs'])
  })
})

describe('record URLs', () => {
  it('are the spec’s public URLs', () => {
    expect(recordPath('story', 'choir-tour')).toBe('/featurestory?article=choir-tour')
    expect(recordPath('article', 'win')).toBe('/news/win')
    expect(recordPath('undergraduate', 'nursing')).toBe('/undergrad?degree=nursing')
    expect(recordPath('graduate', 'mba')).toBe('/grad/mba')
    expect(recordPath('job', 7)).toBe('/careers/7')
    expect(recordPath('story', 'a b')).toBe('/featurestory?article=a%20b')
    expect(absoluteUrl('https://ncu.example/', recordPath('story', 'a-b'))).toBe(
      'https://ncu.example/featurestory?article=a-b',
    )
  })

  it('are made from the fields a record has, or null while it has no page of its own or no address', () => {
    expect(recordUrl('stories', { slug: 'choir-tour', id: 3 })).toBe('/featurestory?article=choir-tour')
    expect(recordUrl('programmes', { slug: 'mba', kind: 'graduate' })).toBe('/grad/mba')
    expect(recordUrl('colleges', { route: '/college_bmh' })).toBe('/college_bmh')
    expect(recordUrl('jobs', { id: '12' })).toBe('/careers/12')
    expect(recordUrl('stories', { slug: '' })).toBeNull()
    expect(recordUrl('programmes', { slug: 'x', kind: 'extension' })).toBeNull()
    expect(recordUrl('programmes', { slug: 'x' })).toBeNull()
    expect(recordUrl('jobs', { id: '../admin' })).toBeNull()
    expect(recordUrl('colleges', { route: 'https://evil.example' })).toBeNull()
  })

  it('name the page that lists a record', () => {
    expect(recordList('stories')).toBe('/allfeaturestories')
    expect(recordList('programmes', { kind: 'graduate' })).toBe('/grad')
    expect(recordList('programmes', { kind: 'extension' })).toBe('/extensionprograms')
    expect(recordList('programmes', { kind: 'certificate' })).toBe('/certificateprograms')
    expect(recordList('programmes')).toBe('/undergrad')
    expect(recordList('colleges')).toBe('/collegeschools')
  })

  it.each(
    RECORD_PAGES.flatMap((page) => ['plain', 'a b', 'café', '50%', '12'].map((key) => [page.name, key] as const)),
  )('%s "%s": read back from its public URL and its route, which the proxy serves it from', (page, key) => {
    const url = new URL(recordPath(page, key), 'http://site')
    const route = recordRoute(page, key)
    expect(recordAt(url.pathname, url.searchParams)).toEqual({ page, key })
    expect(recordAt(route)).toEqual({ page, key })
    expect(recordRewrite(url.pathname, url.searchParams)).toBe(url.search ? route : null)
    expect(internalPath(url.pathname + url.search)).toBe(normalPath(route))
  })

  it('read back nothing from other paths', () => {
    for (const [pathname, search] of [
      ['/featurestory', ''],
      ['/featurestory', 'article='],
      ['/news', ''],
      ['/news/a/b', ''],
      ['/undergrad', 'degreeName=nursing'],
      ['/careers', ''],
      ['/college_bmh', ''],
    ]) {
      expect([pathname, search, recordAt(pathname, new URLSearchParams(search))]).toEqual([pathname, search, null])
      expect(recordRewrite(pathname, new URLSearchParams(search))).toBeNull()
    }
  })
})
