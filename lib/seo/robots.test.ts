import robotsParser from 'robots-parser'
import { config } from '@/lib/config/site.mjs'
import { LISTED_PAGES } from '@/lib/pages'
import { robotsTxt } from './robots'

const AGENTS = ['Googlebot', 'Bingbot', 'Twitterbot', 'facebookexternalhit', 'LinkedInBot', 'Slackbot']

describe('robots.txt, as a longest-match parser reads it (robots-parser)', () => {
  const origin = config.serverUrl
  const parser = robotsParser(`${origin}/robots.txt`, robotsTxt())
  const url = (path: string) => `${origin}${path}`

  it('allows every page of the sitemap, /adminunits included, to every crawler', () => {
    expect(LISTED_PAGES.map((p) => p.path)).toContain('/adminunits')
    for (const agent of AGENTS) {
      for (const { path } of LISTED_PAGES)
        expect([agent, path, parser.isAllowed(url(path), agent)]).toEqual([agent, path, true])
    }
  })

  it('allows the detail pages, feeds, the sitemap index and its sitemaps, share pictures, uploads and calendar files', () => {
    const allowed = [
      '/featurestory?article=a-story',
      '/news/an-article',
      '/undergrad?degree=nursing',
      '/grad/mba',
      '/careers/12',
      '/feeds/news.xml',
      '/sitemap.xml',
      '/sitemaps/pages-1.xml',
      '/sitemaps/stories-2.xml',
      '/share-card/page/careers',
      '/api/media/file/cover-1200x630.webp',
      '/api/documents/file/bulletin-2025.pdf',
      '/api/calendar/academic.ics',
      '/api/calendar/events.ics',
      '/api/calendar/event/42.ics',
    ]
    for (const agent of AGENTS)
      for (const path of allowed) expect([agent, path, parser.isAllowed(url(path), agent)]).toEqual([agent, path, true])
  })

  it('keeps the admin and the private API out', () => {
    const refused = [
      '/admin',
      '/admin/',
      '/admin?redirect=%2Fadmin',
      '/admin/login',
      '/admin/collections/users',
      '/api/users',
      '/api/information-requests/export.csv',
      '/api/globals/site-settings',
      '/api/calendar/academic?year=2026&month=11',
      '/api/media',
    ]
    for (const agent of AGENTS)
      for (const path of refused)
        expect([agent, path, parser.isAllowed(url(path), agent)]).toEqual([agent, path, false])
  })

  it('names the sitemap index, and only it, on the public origin', () => {
    expect(parser.getSitemaps()).toEqual([`${origin}/sitemap.xml`])
  })
})
