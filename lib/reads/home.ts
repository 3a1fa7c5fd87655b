import 'server-only'
import { includes, withRelations } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { toImage, type Image } from './media'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import { visible, visibleGlobal } from './visible'
import { HOME_DEFAULTS, type HomeContent, type HomeLink } from '@/lib/home/content'

export type Banner = { id: string; title: string; image: Image | null; clickUrl: string | null }

/** Home banner carousel slides in editor order. */
export const getBanners = cachedRead('banners', includes(withRelations('banners', 1)), async (): Promise<Banner[]> => {
  const payload = await getPayloadClient()
  const docs = await findAll((chunk) =>
    payload.find({
      collection: 'banners',
      ...visible(payload, 'banners'),
      sort: stableSort('order'),
      depth: 1,
      ...chunk,
    }),
  )
  return docs.map((b) => ({
    id: String(b.id),
    title: b.title,
    image: toImage(b.image),
    clickUrl: b.clickUrl?.trim() ? b.clickUrl.trim() : null,
  }))
})

const links = (rows: { label: string; href: string }[] | null | undefined): HomeLink[] =>
  (rows ?? []).map(({ label, href }) => ({ label, href }))

/**
 * The editable home blocks (global "Home page"), cached under its `home-page` tag. An empty field
 * falls back to the default text so a half-filled global never leaves a hole in the page.
 */
export const getHomeContent = cachedRead('home-content', includes(['home-page']), async (): Promise<HomeContent> => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'home-page', depth: 0, ...visibleGlobal() })
  const d = HOME_DEFAULTS
  const list = <T>(rows: T[], fallback: T[]) => (rows.length ? rows : fallback)
  return {
    cta: {
      heading: doc.cta?.heading || d.cta.heading,
      text: doc.cta?.text || d.cta.text,
      links: links(doc.cta?.links),
    },
    wholisticHeading: doc.wholisticHeading || d.wholisticHeading,
    wholisticLife: list(
      (doc.wholisticLife ?? []).map(({ title, text, href }) => ({ title, text, href })),
      d.wholisticLife,
    ),
    admissionsHeading: doc.admissionsHeading || d.admissionsHeading,
    admissionsLinks: list(links(doc.admissionsLinks), d.admissionsLinks),
    mission: doc.mission || d.mission,
    vision: doc.vision || d.vision,
    coreValues: list(
      (doc.coreValues ?? []).map((v) => v.value),
      d.coreValues,
    ),
    graduatesHeading: doc.graduatesHeading || d.graduatesHeading,
    graduateDestinations: (doc.graduateDestinations ?? []).map(({ figure, text }) => ({ figure, text })),
    partnersHeading: doc.partnersHeading || d.partnersHeading,
    partnerLinks: links(doc.partnerLinks),
  }
})
