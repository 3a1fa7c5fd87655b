import { findPage } from '.'
import type { SiteSettings } from '@/lib/reads/settings'
import { MAIN_MENU, utilityLinks, type NavLink } from './navigation'

const settings = { links: {} } as unknown as SiteSettings
const internal = (links: NavLink[]) => links.filter((link) => !link.external).map((link) => link.href)

describe('navigation', () => {
  it('links only to registered pages from the main menu', () => {
    const hrefs = internal(MAIN_MENU.flatMap((section) => section.links))
    expect(hrefs.length).toBeGreaterThan(40)
    for (const href of hrefs) expect([href, findPage(href)?.path]).toEqual([href, href])
  })

  it('names each page in the menu as its own title names it (case aside), so a visitor lands where the label said', () => {
    for (const link of MAIN_MENU.flatMap((section) => section.links)) {
      if (link.external) continue
      expect([link.href, link.label.toLowerCase()]).toEqual([link.href, findPage(link.href)?.title.toLowerCase()])
    }
  })

  it('links only to registered pages from the utility bar, and marks every other link external', () => {
    const links = utilityLinks(settings)
    for (const href of internal(links)) expect([href, findPage(href)?.path]).toEqual([href, href])
    for (const link of links) expect(link.external || link.href.startsWith('/')).toBe(true)
  })
})
