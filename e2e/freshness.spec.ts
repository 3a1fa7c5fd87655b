/**
 * A save in the CMS reaches every page that shows the record on the next request, for every
 * collection and global pages show (SOURCES, the same declaration the hooks and the reads' tags
 * come from: a new shown collection without a case below fails here). Each case changes a visible
 * text field through the REST API (signed in as the seeded administrator) after the pages were
 * cached, expects the new text in each page's HTML, then restores the field. For media, the
 * picture's text alternative must reach the img alt of a story page, a programme page and the
 * home page: the pages are cached under the story's, programme's and banner's reads, which carry
 * the media tag because they include the pictures they show.
 */
import type { APIRequestContext } from '@playwright/test'
import { SOURCES, type Source } from '../lib/cache/tags'
import { adminAuth } from './admin-api'
import { expect, test } from './fixtures'
import { ALUMNI_FORM_TITLE, ALUMNI_PAGE_PATH } from '../features/forms/demo'

type Doc = Record<string, unknown> & { id: number }

/** One change: where to save it, the data that shows `text` and the data that restores it, and the pages that show it. */
type Edit = {
  path: string
  change: (text: string) => Record<string, unknown>
  restore: Record<string, unknown>
  pages: string[]
  asAlt?: boolean
}

type Api = { find: (collection: string, query: string) => Promise<Doc[]>; global: (slug: string) => Promise<Doc> }

const DAY = 24 * 60 * 60 * 1000
const record = (
  collection: string,
  doc: Doc,
  field: string,
  pages: string[],
  extra: Record<string, unknown> = {},
): Edit => ({
  path: `/api/${collection}/${doc.id}`,
  change: (text) => ({ ...extra, [field]: text }),
  restore: { ...extra, [field]: doc[field] },
  pages,
})
const globalEdit = (slug: string, doc: Doc, field: string, pages: string[]): Edit => ({
  path: `/api/globals/${slug}`,
  change: (text) => ({ [field]: text }),
  restore: { [field]: doc[field] },
  pages,
})
const alt = (media: Doc, pages: string[]): Edit => ({ ...record('media', media, 'alt', pages), asAlt: true })
const published = { _status: 'published' }
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as Doc).id : (value as number))

/**
 * The newest published record the seed made, not one another spec has just made: those are
 * published now, and edited, restored or deleted by their own spec while this one edits them (a
 * drafts spec restored a version of its story while this renamed it). The seed's were published
 * days before it ran.
 */
const newestSeeded = `where[_status][equals]=published&where[publishedAt][less_than]=${new Date(Date.now() - 3_600_000).toISOString()}&sort=-publishedAt&limit=1`

/** The newest seeded story, the first banner and an undergraduate programme with a department, a college and pictures. */
async function seeded(api: Api) {
  const [story] = await api.find('stories', `${newestSeeded}&depth=1`)
  const [banner] = await api.find('banners', 'sort=order&limit=1&depth=1')
  const programmes = await api.find(
    'programmes',
    'where[kind][equals]=undergraduate&where[_status][equals]=published&sort=name&limit=200&depth=2',
  )
  const programme = programmes.find(
    (p) => (p.department as Doc | null)?.college && (p.backgroundImages as unknown[] | null)?.length,
  )
  if (!story || !banner || !programme)
    throw new Error('the seed has no story, banner or undergraduate programme with a department, college and pictures')
  const department = programme.department as Doc
  const college = department.college as Doc
  const programmePage = `/undergrad?degree=${encodeURIComponent(String(programme.slug))}`
  return {
    story,
    storyPage: `/featurestory?article=${encodeURIComponent(String(story.slug))}`,
    banner,
    programme,
    programmePage,
    department,
    college,
  }
}

/** For each collection and global pages show: the changes to make and the pages that must show them. */
const CASES: Record<Source, (api: Api) => Promise<Edit[]>> = {
  banners: async (api) => {
    const { banner } = await seeded(api)
    return [record('banners', banner, 'title', ['/'])]
  },
  stories: async (api) => {
    const { story, storyPage } = await seeded(api)
    return [record('stories', story, 'title', ['/', '/allfeaturestories', storyPage], published)]
  },
  articles: async (api) => {
    const [article] = await api.find('articles', `${newestSeeded}&depth=0`)
    return [
      record('articles', article, 'title', ['/news', `/news/${encodeURIComponent(String(article.slug))}`], published),
    ]
  },
  'upcoming-events': async (api) => {
    const since = new Date(Date.now() - DAY).toISOString()
    const [event] = await api.find(
      'upcoming-events',
      `where[date][greater_than_equal]=${since}&sort=date&limit=1&depth=0`,
    )
    return [record('upcoming-events', event, 'name', ['/', '/newsandevents', '/parents', '/giving'])]
  },
  'sports-houses': async (api) => {
    const [house] = await api.find('sports-houses', 'sort=-points&limit=1&depth=0')
    return [record('sports-houses', house, 'name', ['/', '/api/sports-tally'])]
  },
  'donation-campaigns': async (api) => {
    const [campaign] = await api.find('donation-campaigns', 'where[slug][equals]=rescue-2020&depth=0')
    return [record('donation-campaigns', campaign, 'name', ['/rescuedonate'])]
  },
  programmes: async (api) => {
    const { programme, programmePage } = await seeded(api)
    return [record('programmes', programme, 'name', ['/undergrad', programmePage, '/searchdegree'], published)]
  },
  colleges: async (api) => {
    const { college, programmePage } = await seeded(api)
    return [record('colleges', college, 'name', ['/', '/collegeschools', String(college.route), programmePage])]
  },
  departments: async (api) => {
    const { department, college, programmePage } = await seeded(api)
    return [record('departments', department, 'name', ['/alldepartments', String(college.route), programmePage])]
  },
  minors: async (api) => {
    const [minor] = await api.find('minors', 'sort=name&limit=1&depth=0')
    return [record('minors', minor, 'name', ['/minors'])]
  },
  jobs: async (api) => {
    const [job] = await api.find(
      'jobs',
      `where[closingDate][greater_than_equal]=${new Date().toISOString()}&sort=closingDate&limit=1&depth=0`,
    )
    return [record('jobs', job, 'title', ['/careers', '/careerservices'])]
  },
  'calendar-events': async (api) => {
    const [event] = await api.find('calendar-events', 'where[calendar][equals]=academic&sort=date&limit=1&depth=0')
    const month = new Date(Date.parse(String(event.date)) - 5 * 60 * 60 * 1000).toISOString().slice(0, 7) // Jamaica, UTC-5
    return [record('calendar-events', event, 'name', [`/academiccalendar?month=${month}`])]
  },
  'calendar-downloads': async (api) => {
    const [download] = await api.find('calendar-downloads', 'sort=-label&limit=1&depth=0')
    return [record('calendar-downloads', download, 'label', ['/academiccalendar', '/eventscalendar'])]
  },
  'directory-entries': async (api) => {
    const [entry] = await api.find('directory-entries', 'sort=name&limit=1&depth=0')
    return [record('directory-entries', entry, 'name', ['/searchDepartment'])]
  },
  'office-hours': async (api) => {
    const [row] = await api.find('office-hours', 'sort=department&limit=1&depth=0')
    return [record('office-hours', row, 'department', ['/openinghours'])]
  },
  'keyword-groups': async (api) => {
    const [group] = await api.find('keyword-groups', 'sort=keyword&limit=1&depth=0')
    const results = group.results as { pageName: string }[]
    return [
      {
        path: `/api/keyword-groups/${group.id}`,
        change: (text) => ({ results: results.map((r, i) => (i === 0 ? { ...r, pageName: text } : r)) }),
        restore: { results },
        pages: [`/keywordsearch?keyword=${encodeURIComponent(String(group.keyword))}`],
      },
    ]
  },
  'promoted-results': async (api) => {
    const [promotion] = await api.find('promoted-results', 'sort=name&limit=1&depth=0')
    const links = promotion.links as { title: string }[]
    return [
      {
        path: `/api/promoted-results/${promotion.id}`,
        change: (text) => ({ links: links.map((l, i) => (i === 0 ? { ...l, title: text } : l)) }),
        restore: { links },
        pages: [`/keywordsearch?keyword=${encodeURIComponent(String((promotion.queries as string[])[0]))}`],
      },
    ]
  },
  'page-seo': async (api) => {
    const [override] = await api.find('page-seo', 'sort=path&limit=1&depth=0')
    const meta = override.meta as Record<string, unknown>
    return [
      {
        path: `/api/page-seo/${override.id}`,
        change: (text) => ({ meta: { ...meta, title: text } }),
        restore: { meta },
        pages: [String(override.path)],
      },
    ]
  },
  media: async (api) => {
    const { story, storyPage, banner, programme, programmePage } = await seeded(api)
    const picture = async (value: unknown) => (await api.find('media', `where[id][equals]=${idOf(value)}&depth=0`))[0]
    return [
      alt(await picture(story.cover), [storyPage]),
      alt(await picture((programme.backgroundImages as unknown[])[0]), [programmePage]),
      alt(await picture(banner.image), ['/']),
    ]
  },
  alerts: async (api) => {
    // The seeded alert (the weather notice) is over; the change puts it on for a day, the restore takes it off.
    const [alert] = await api.find('alerts', 'sort=startsAt&limit=1&depth=0')
    const on = { startsAt: new Date(Date.now() - DAY).toISOString(), endsAt: new Date(Date.now() + DAY).toISOString() }
    return [
      {
        path: `/api/alerts/${alert.id}`,
        change: (text) => ({ headline: text, ...on }),
        restore: { headline: alert.headline, startsAt: alert.startsAt, endsAt: alert.endsAt },
        pages: ['/', '/tuitionfees', '/api/current-alert'],
      },
    ]
  },
  documents: async (api) => {
    const [doc] = await api.find('documents', 'where[key][equals]=tuition-fees-2024-2025&depth=0')
    return [record('documents', doc, 'title', ['/tuitionfees'])]
  },
  // A redirect shows no text on a page: e2e/redirects.spec.ts follows one on the request after its save.
  redirects: async () => [],
  pages: async (api) => {
    const [page] = await api.find('pages', 'where[path][equals]=/homecoming-2027&depth=0')
    return [record('pages', page, 'description', ['/homecoming-2027'], published)]
  },
  forms: async (api) => {
    const [form] = await api.find('forms', `where[title][equals]=${encodeURIComponent(ALUMNI_FORM_TITLE)}&depth=0`)
    return [record('forms', form, 'submitButtonLabel', [ALUMNI_PAGE_PATH])]
  },
  'site-settings': async (api) => [
    globalEdit('site-settings', await api.global('site-settings'), 'tagline', ['/', '/privacy']),
  ],
  'home-page': async (api) => [globalEdit('home-page', await api.global('home-page'), 'mission', ['/'])],
}

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

test.describe('a save reaches every page that shows it, on the next request', () => {
  for (const source of SOURCES) {
    test(source, async ({ request }) => {
      const make = CASES[source]
      expect(make, `no freshness case for ${source}: add one to e2e/freshness.spec.ts`).toBeTruthy()
      const headers = await adminAuth(request)
      const api: Api = {
        find: async (collection, query) => {
          const response = await request.get(`/api/${collection}?${query}`, { headers })
          expect(response.status(), `${collection}?${query}`).toBe(200)
          const { docs } = (await response.json()) as { docs: Doc[] }
          expect(docs.length, `${collection}?${query} found nothing`).toBeGreaterThan(0)
          return docs
        },
        global: async (slug) => (await (await request.get(`/api/globals/${slug}?depth=0`, { headers })).json()) as Doc,
      }
      for (const [n, edit] of (await make(api)).entries()) {
        const text = `Fresh ${source} ${n} ${Date.now()}`
        const expected = edit.asAlt ? `alt="${text}"` : text
        // Cached first, so only the save's expiry can bring the new text.
        for (const page of edit.pages) expect(await html(request, page), page).not.toContain(text)
        const send = (data: Record<string, unknown>) =>
          edit.path.startsWith('/api/globals/')
            ? request.post(edit.path, { headers, data })
            : request.patch(edit.path, { headers, data })
        // A record another spec's editor has open in the admin is locked (423) until they leave it.
        const save = async (data: Record<string, unknown>) => {
          let response = await send(data)
          for (let waited = 0; response.status() === 423 && waited < 30_000; waited += 1000) {
            await new Promise((resolve) => setTimeout(resolve, 1000))
            response = await send(data)
          }
          return response
        }
        try {
          const saved = await save(edit.change(text))
          expect(saved.status(), `${edit.path}: ${await saved.text()}`).toBe(200)
          for (const page of edit.pages)
            expect.soft(await html(request, page), `${page} after saving ${edit.path}`).toContain(expected)
        } finally {
          expect((await save(edit.restore)).status(), `restoring ${edit.path}`).toBe(200)
        }
      }
    })
  }
})
