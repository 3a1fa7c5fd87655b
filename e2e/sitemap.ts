/**
 * The sitemap as a crawler reads it: the index robots.txt names (/sitemap.xml), then every
 * sitemap the index lists. Both are read with saxes, a strict, namespace-aware XML parser; the
 * index's structure is checked here against what the sitemaps.org 0.9 index schema allows (its
 * XSD ships in no package this project can install), each sitemap by the specs with xmllint and
 * the schema kept in e2e/vendor/sitemaps/.
 */
import type { APIRequestContext } from '@playwright/test'
import { SaxesParser } from 'saxes'
import { expect } from './fixtures'

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export type SitemapEntry = { loc: string; lastmod: string | null }

type Element = { name: string; ns: string; children: Element[]; text: string }

/** The document's root element, with its elements and their text; throws on anything that is not well-formed XML. */
function parseXml(xml: string): Element {
  const parser = new SaxesParser({ xmlns: true })
  const stack: Element[] = []
  let root: Element | null = null
  parser.on('opentag', (tag) => {
    const element: Element = { name: tag.local, ns: tag.uri, children: [], text: '' }
    if (stack.length) stack[stack.length - 1].children.push(element)
    else root = element
    stack.push(element)
  })
  parser.on('text', (text) => {
    if (stack.length) stack[stack.length - 1].text += text
  })
  parser.on('cdata', (text) => {
    if (stack.length) stack[stack.length - 1].text += text
  })
  parser.on('closetag', () => stack.pop())
  parser.write(xml).close()
  if (!root) throw new Error('no root element')
  return root
}

const textOf = (parent: Element, name: string) => parent.children.find((c) => c.name === name)?.text.trim() ?? null

/** W3C Datetime, as the protocol's `lastmod` takes it: a date, or a date and time with its zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/

/** What the sitemaps.org index schema would refuse in an index, as sentences (none: it is valid). */
export function sitemapIndexProblems(xml: string): string[] {
  let root: Element
  try {
    root = parseXml(xml)
  } catch (error) {
    return [`not well-formed: ${(error as Error).message}`]
  }
  if (root.name !== 'sitemapindex' || root.ns !== SITEMAP_NS)
    return [`root is {${root.ns}}${root.name}, not {${SITEMAP_NS}}sitemapindex`]
  const problems: string[] = []
  if (root.text.trim()) problems.push('text directly in <sitemapindex>')
  if (root.children.length < 1 || root.children.length > 50_000)
    problems.push(`${root.children.length} sitemaps (1 to 50,000 allowed)`)
  root.children.forEach((sitemap, i) => {
    const at = `sitemap ${i + 1}`
    if (sitemap.name !== 'sitemap' || sitemap.ns !== SITEMAP_NS)
      return problems.push(`${at}: <${sitemap.name}> where <sitemap> belongs`)
    if (sitemap.text.trim()) problems.push(`${at}: text directly in <sitemap>`)
    const names = sitemap.children.map((c) => (c.ns === SITEMAP_NS ? c.name : `{${c.ns}}${c.name}`))
    if (names.join(',') !== 'loc' && names.join(',') !== 'loc,lastmod')
      problems.push(`${at}: holds ${names.join(', ') || 'nothing'}, not loc then an optional lastmod`)
    for (const child of sitemap.children)
      if (child.children.length) problems.push(`${at}: elements inside <${child.name}>`)
    const loc = textOf(sitemap, 'loc') ?? ''
    if (loc.length < 12 || loc.length > 2048 || !/^https?:\/\/[^/\s]+\/\S*$/.test(loc))
      problems.push(`${at}: loc ${JSON.stringify(loc)} is not an absolute http(s) URL of 12 to 2048 characters`)
    const lastmod = textOf(sitemap, 'lastmod')
    if (lastmod !== null && !W3C_DATETIME.test(lastmod))
      problems.push(`${at}: lastmod ${JSON.stringify(lastmod)} is not a W3C datetime`)
  })
  return problems
}

/** The sitemaps an index lists. */
export function readSitemapIndex(xml: string): SitemapEntry[] {
  return parseXml(xml)
    .children.filter((c) => c.name === 'sitemap')
    .map((s) => ({ loc: textOf(s, 'loc') ?? '', lastmod: textOf(s, 'lastmod') }))
}

/** The pages a sitemap (`urlset`) lists, with its root element's name and namespace. */
export function readUrlset(xml: string): { root: string; entries: SitemapEntry[] } {
  const root = parseXml(xml)
  const entries = root.children
    .filter((c) => c.name === 'url')
    .map((u) => ({ loc: textOf(u, 'loc') ?? '', lastmod: textOf(u, 'lastmod') }))
  return { root: `{${root.ns}}${root.name}`, entries }
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search

/** One fetch of the sitemap: the index, each sitemap it lists with its text, and every page of them all. */
export type Sitemap = {
  index: string
  sitemaps: (SitemapEntry & { xml: string; entries: SitemapEntry[] })[]
  entries: SitemapEntry[]
}

/**
 * Reads the index and every sitemap it lists, through `get` (a path on this server to its text;
 * by default a plain request that must answer 200 with XML).
 */
export async function readSitemap(
  request: APIRequestContext,
  get?: (path: string) => Promise<string>,
): Promise<Sitemap> {
  const fetchText =
    get ??
    (async (path: string) => {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toContain('xml')
      return response.text()
    })
  const index = await fetchText('/sitemap.xml')
  const sitemaps = await Promise.all(
    readSitemapIndex(index).map(async (sitemap) => {
      const xml = await fetchText(pathOf(sitemap.loc))
      return { ...sitemap, xml, entries: readUrlset(xml).entries }
    }),
  )
  return { index, sitemaps, entries: sitemaps.flatMap((s) => s.entries) }
}
