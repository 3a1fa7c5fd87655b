import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { linksInMdx } from './mdx-links'
import { resolveLink, type KnownTargets } from './resolve'

describe('linksInMdx', () => {
  it('finds Markdown links and literal hrefs with their lines, not computed ones or code', () => {
    const source = [
      'See [fees](/tuitionfees) and [aid](/financialaid "Aid").',
      '<a href="/request_information">Ask</a> <Button href={\'/arrangevisit\'} />',
      '<a href={props.settings.links.application}>Apply</a>',
      '```',
      '[not a link](/in-code)',
      '```',
      "<a href='mailto:x@example.edu'>Mail</a>",
    ].join('\n')
    expect(linksInMdx(source)).toEqual([
      { href: '/tuitionfees', line: 1 },
      { href: '/financialaid', line: 1 },
      { href: '/request_information', line: 2 },
      { href: '/arrangevisit', line: 2 },
      { href: 'mailto:x@example.edu', line: 7 },
    ])
  })

  it('finds the href of objects in the data a page gives its components, literals only', () => {
    const source = [
      'export const units = [',
      "  { title: 'Help desk', href: '/uniss#help-desk', text: 'Accounts.' },",
      '  { title: "Labs", href: "/unisscomputerlabs" }, { "href": "/records" },',
      '  { title: `Fees`, href: `/tuitionfees`, text: `From ${FEES.text}.` },',
      '  { title: `Apply`, href: `${settings.links.application}/start` },',
      "  { title: 'Library', href: 'https://library.example.edu/' },",
      "  { prefetchHref: '/not-an-address', link.href: '/nor-this' },",
      ']',
    ].join('\n')
    expect(linksInMdx(source)).toEqual([
      { href: '/uniss#help-desk', line: 2 },
      { href: '/unisscomputerlabs', line: 3 },
      { href: '/records', line: 3 },
      { href: '/tuitionfees', line: 4 },
      { href: 'https://library.example.edu/', line: 6 },
    ])
  })

  it('leaves another site’s address to the resolver, which does not take it for one of this site', () => {
    const none: KnownTargets = {
      records: { story: new Set(), article: new Set(), undergraduate: new Set(), graduate: new Set(), job: new Set() },
      redirects: new Map(),
    }
    const [internal, external] = linksInMdx(
      "[{ href: '/no-such-unit' }, { href: 'https://elsewhere.example/no-such-unit' }]",
    )
    expect(resolveLink(internal.href, none)).toEqual({ status: 'missing', reason: 'no page at /no-such-unit' })
    expect(resolveLink(external.href, none)).toEqual({ status: 'not-checked' })
  })
})

/** Every MDX page's links lead to a page that exists (the link report lists the same for editors). */
describe('links in content/', () => {
  const none: KnownTargets = {
    records: { story: new Set(), article: new Set(), undergraduate: new Set(), graduate: new Set(), job: new Set() },
    redirects: new Map(),
  }
  const root = path.resolve('content')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'))

  it('finds the MDX pages', () => expect(files.length).toBeGreaterThan(20))

  it('reads the links of the data arrays too', () => {
    const links = linksInMdx(readFileSync(path.join(root, 'services/uniss.mdx'), 'utf8'))
    expect(links).toContainEqual({ href: '/unisscomputerlabs', line: 9 })
  })

  it('has no link that leads nowhere', () => {
    const broken = files.flatMap((file) =>
      linksInMdx(readFileSync(path.join(root, file), 'utf8'))
        .map((link) => ({ file, ...link, verdict: resolveLink(link.href, none) }))
        .filter((l) => l.verdict.status !== 'ok' && l.verdict.status !== 'not-checked')
        .map((l) => `${l.file}:${l.line} ${l.href}`),
    )
    expect(broken).toEqual([])
  })
})
