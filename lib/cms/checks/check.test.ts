// The Pages collection's hooks import Payload's ES modules, which Jest does not load; only its fields are used here.
jest.mock('payload', () => ({ APIError: class extends Error {}, ValidationError: class extends Error {} }))
jest.mock('next/server', () => ({ after: () => undefined }))

import type { KnownTargets } from '@/lib/links/resolve'
import { checkDocument } from './check'
import { Pages } from '@/lib/cms/collections/Pages'

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

describe('checkDocument on a composed page (blocks)', () => {
  const page = (layout: unknown[]) => ({ title: 'Open day', layout })
  const check = (layout: unknown[], altOf: (id: string) => string | null | undefined = options.altOf) =>
    checkDocument(Pages.fields, page(layout), { title: 'title', altOf }).map(
      (f) => `${f.severity} ${f.kind} ${f.path} ${f.message.split('. ')[0]}`,
    )

  it('checks the pictures, texts, link words, tables and headings of its blocks', () => {
    expect(
      check([
        { blockType: 'picture', image: 2 },
        { blockType: 'picture', image: 1, caption: 'Students in the laboratory.' },
        {
          blockType: 'richText',
          content: rich(heading('h4', 'Parking'), paragraph(text('SEE YOU ON SATURDAY MORNING'))),
        },
        {
          blockType: 'callToAction',
          heading: 'REGISTER FOR THE DAY',
          linkLabel: 'Click here',
          linkUrl: '/arrangevisit',
        },
        { blockType: 'cards', items: [{ title: 'Learn more', linkUrl: '/news', image: 3 }] },
        {
          blockType: 'faq',
          items: [
            {
              question: 'Can I bring my family?',
              answer: rich(paragraph(link({ linkType: 'custom', url: '/x' }, 'here'))),
            },
          ],
        },
        { blockType: 'table', caption: 'Timetable', headerRow: [{ text: ' ' }], rows: [] },
      ]),
    ).toEqual([
      'error picture layout.0.image This picture has no text alternative',
      'warning picture layout.1.image This picture’s text alternative repeats its caption',
      'error picture layout.4.items.0.image This picture’s text alternative “IMG_0042.jpg” says nothing about what it shows',
      'warning heading layout.2.content Heading “Parking” is a heading 4 after a heading 1',
      'warning caps layout.2.content A paragraph “SEE YOU ON SATURDAY MORNING” is in capitals',
      'error link-text layout.5.items.0.answer The link text “here” does not say where it leads',
      'error table layout.6.headerRow The table “Timetable” has no header row',
      'warning caps layout.3.heading The title “REGISTER FOR THE DAY” is in capitals',
      'error link-text layout.3.linkLabel The link text “Click here” does not say where it leads',
      'error link-text layout.4.items.0.title The link text “Learn more” does not say where it leads',
    ])
  })

  it('finds nothing in a sound page, and leaves pictures alone while their alternatives are unknown', () => {
    const sound = [
      { blockType: 'picture', image: 1, caption: 'The new laboratory opened in May.' },
      { blockType: 'richText', content: rich(heading('h2', 'Parking'), paragraph(text('Park on the lower campus.'))) },
      { blockType: 'table', caption: 'Timetable', headerRow: [{ text: 'Time' }, { text: 'Event' }], rows: [] },
    ]
    expect(check(sound)).toEqual([])
    expect(check([{ blockType: 'picture', image: 2 }], () => undefined)).toEqual([])
  })

  it('takes a text alternative typed on a picture in the text over the one in Media', () => {
    const content = rich({ type: 'upload', relationTo: 'media', value: 2, fields: { alt: 'A map of the campus' } })
    expect(check([{ blockType: 'richText', content }])).toEqual([])
  })
})
