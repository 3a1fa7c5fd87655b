import type { KnownTargets } from '@/lib/links/resolve'
import { checkDocument } from './check'

const text = (t: string) => ({ type: 'text', text: t })
const heading = (tag: string, t: string) => ({ type: 'heading', tag, children: [text(t)] })
const link = (fields: Record<string, unknown>, label: string) => ({
  type: 'link',
  fields,
  children: label ? [text(label)] : [],
})
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })
const rich = (...children: unknown[]) => ({ root: { type: 'root', children } })

const fields = [
  { name: 'title', type: 'text' },
  { name: 'summary', type: 'textarea' },
  { name: 'cover', type: 'upload', relationTo: 'media' },
  { type: 'row', fields: [{ name: 'content', type: 'richText' }] },
  {
    name: 'links',
    type: 'array',
    fields: [
      { name: 'label', type: 'text' },
      { name: 'url', type: 'text' },
    ],
  },
  { type: 'tabs', tabs: [{ name: 'cta', fields: [{ name: 'href', type: 'text' }] }] },
]

const known: KnownTargets = {
  records: {
    story: new Set(['lab']),
    article: new Set(),
    undergraduate: new Set(),
    graduate: new Set(),
    job: new Set(),
  },
  redirects: new Map([['/old', '/generaladmission']]),
  documents: { stories: new Set(['1']) },
}
const alts: Record<string, string | null> = { '1': 'Students in the laboratory', '2': '', '3': 'IMG_0042.jpg' }
const options = { title: 'title', description: 'summary', known, altOf: (id: string) => alts[id] }
const summary = (findings: { path: string; severity: string }[]) => findings.map((f) => `${f.severity} ${f.path}`)

describe('checkDocument', () => {
  it('finds nothing wrong in a sound document', () => {
    const data = {
      title: 'A day in the lab',
      summary: 'What our students do.',
      cover: 1,
      content: rich(
        heading('h2', 'Morning'),
        paragraph(link({ linkType: 'custom', url: '/featurestory?article=lab' }, 'Read the lab story')),
        heading('h3', 'Detail'),
      ),
      links: [{ label: 'Admissions', url: '/generaladmission' }],
      cta: { href: 'https://elsewhere.example' },
    }
    expect(checkDocument(fields, data, options)).toEqual([])
  })

  it('refuses pictures without a text alternative, in upload fields and in rich text', () => {
    const data = {
      cover: 2,
      content: rich(paragraph(text('x')), { type: 'upload', relationTo: 'media', value: { id: 9, alt: '  ' } }),
    }
    const findings = checkDocument(fields, data, options)
    expect(summary(findings)).toEqual(['error cover', 'error content'])
    expect(findings[1].message).toMatch(/Picture 1 in the text has no text alternative/)
  })

  it('refuses a text alternative that is a file name', () => {
    expect(summary(checkDocument(fields, { cover: 3 }, options))).toEqual(['error cover'])
  })

  it('warns about heading levels that skip, and a second heading 1', () => {
    const findings = checkDocument(
      fields,
      { content: rich(heading('h2', 'A'), heading('h4', 'B'), heading('h1', 'C')) },
      options,
    )
    expect(findings.map((f) => f.message)).toEqual([
      'Heading “B” is a heading 4 after a heading 2. Use the level one below the heading before it, so no section seems to be missing.',
      'Heading “C” is a heading 1 in the text. Use heading 2: the page title is the page’s only heading 1.',
    ])
  })

  it('refuses empty links and link text that says nothing, in rich text and link fields', () => {
    const content = rich(
      paragraph(link({ linkType: 'custom', url: '/news' }, '')),
      paragraph(link({ linkType: 'custom', url: '' }, 'Our news')),
      paragraph(link({ linkType: 'custom', url: '/news' }, 'Click here!')),
    )
    const findings = checkDocument(fields, { content, links: [{ label: 'Read more', url: '/news' }] }, options)
    expect(findings.map((f) => `${f.severity} ${f.path} ${f.message.split('. ')[0]}`)).toEqual([
      'error content A link to /news has no text',
      'error content The link text “Click here!” does not say where it leads',
      'error content The link "Our news" has no address.',
      'error links.0.label The link text “Read more” does not say where it leads',
    ])
  })

  it('refuses internal links that lead nowhere, warns about ones through a redirect', () => {
    const content = rich(
      paragraph(link({ linkType: 'custom', url: '/featurestory?article=gone' }, 'The gone story')),
      paragraph(link({ linkType: 'internal', doc: { relationTo: 'stories', value: 7 } }, 'A deleted story')),
      paragraph(link({ linkType: 'custom', url: '/old' }, 'Admissions')),
    )
    const findings = checkDocument(
      fields,
      { content, links: [{ label: 'Fees', url: '/fees-2019' }], cta: { href: '/nowhere' } },
      options,
    )
    expect(summary(findings)).toEqual([
      'error content',
      'error content',
      'warning content',
      'error links.0.url',
      'error cta.href',
    ])
  })

  it('leaves links unresolved and pictures unchecked without the look-ups (the admin while typing)', () => {
    const content = rich(paragraph(link({ linkType: 'custom', url: '/nowhere' }, 'Somewhere')))
    expect(checkDocument(fields, { cover: 2, content }, { title: 'title' })).toEqual([])
  })

  it('refuses links that run code or carry a document of their own, in rich text and address fields', () => {
    const content = rich(
      paragraph(link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'Our news')),
      paragraph(link({ linkType: 'custom', url: 'data:text/html,<script>alert(1)</script>' }, 'Fees')),
      paragraph(link({ linkType: 'custom', url: ' VBScript:msgbox(1)' }, 'Apply')),
    )
    const data = {
      content,
      links: [{ label: 'Admissions', url: 'java\tscript:alert(1)' }],
      cta: { href: 'mailto:info@example.edu' },
    }
    // Without the look-ups too: the admin shows them while typing, and drafts are refused for them.
    for (const findings of [checkDocument(fields, data, options), checkDocument(fields, data)]) {
      expect(findings.map((f) => `${f.severity} ${f.kind} ${f.path}`)).toEqual([
        'error link-scheme content',
        'error link-scheme content',
        'error link-scheme content',
        'error link-scheme links.0.url',
      ])
    }
    expect(checkDocument(fields, data)[0].message).toBe(
      'The link "Our news" is a javascript: address, which the site never links to: use a path on this site (/news) or an https://, mailto: or tel: address.',
    )
    expect(checkDocument(fields, data)[3].message).toMatch(/^The link "Admissions" is a javascript: address/)
  })

  it('warns about long titles and descriptions', () => {
    const findings = checkDocument(fields, { title: 'x'.repeat(61), summary: 'y'.repeat(161) }, options)
    expect(summary(findings)).toEqual(['warning title', 'warning summary'])
    expect(checkDocument(fields, { title: 'x'.repeat(60), summary: 'y'.repeat(160) }, options)).toEqual([])
  })

  describe('with a search and share override (the SEO plugin’s meta group)', () => {
    const meta = {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    }
    const overridable = [...fields, meta]

    it('warns about a long override title and description, beside the override’s fields', () => {
      const findings = checkDocument(
        overridable,
        { title: 'Short', meta: { title: 'x'.repeat(61), description: 'y'.repeat(161) } },
        options,
      )
      expect(findings.map((f) => `${f.severity} ${f.path} ${f.message}`)).toEqual([
        'warning meta.title The search and share title has 61 characters; search engines show about 60. Shorten it.',
        'warning meta.description The search and share description has 161 characters; search engines show about 160. Shorten it.',
      ])
    })

    it('checks the record’s own title and description only where the override leaves them shown', () => {
      const long = { title: 'x'.repeat(61), summary: 'y'.repeat(161) }
      expect(
        summary(
          checkDocument(
            overridable,
            { ...long, meta: { title: 'A day in the lab', description: 'What our students do.' } },
            options,
          ),
        ),
      ).toEqual([])
      expect(
        summary(checkDocument(overridable, { ...long, meta: { title: '  ', description: null } }, options)),
      ).toEqual(['warning title', 'warning summary'])
      expect(summary(checkDocument(overridable, { ...long, meta: { description: 'Short.' } }, options))).toEqual([
        'warning title',
      ])
    })

    it('checks a page’s override with no title or description of its own (Page search and sharing)', () => {
      const pageSeo = [{ name: 'path', type: 'text' }, meta]
      const findings = checkDocument(
        pageSeo,
        { path: '/tuitionfees', meta: { title: 'x'.repeat(70), image: 2 } },
        { altOf: options.altOf },
      )
      expect(summary(findings)).toEqual(['error meta.image', 'warning meta.title'])
    })

    it('ignores a meta value in a collection without the override', () => {
      expect(checkDocument(fields, { meta: { title: 'x'.repeat(61) } }, options)).toEqual([])
    })
  })
})
