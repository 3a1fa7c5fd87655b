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
})

/** Every MDX page's links lead to a page that exists (the link report lists the same for editors). */
describe('links in content/', () => {
  const none: KnownTargets = { records: { stories: new Set(), articles: new Set(), undergraduate: new Set(), graduate: new Set() }, redirects: new Map() }
  const root = path.resolve('content')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'))

  it('finds the MDX pages', () => expect(files.length).toBeGreaterThan(20))

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
