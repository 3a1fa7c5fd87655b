import type { Metadata } from 'next'
import type { ProgrammeDetail } from '@/lib/reads/programmes'
import { detailMetadata, notFoundMetadata } from '@/lib/seo/detail-metadata'
import { shareImage } from '@/lib/seo/override'
import { generatedImagePath } from '@/lib/seo/share-card'
import { programmeDescription } from './description'

/** Title, description, canonical (the public URL) and Open Graph of a programme detail page; the not-found answer's without one. */
export function programmeMetadata(p: ProgrammeDetail | null): Promise<Metadata> {
  if (!p || !p.url || (p.kind !== 'undergraduate' && p.kind !== 'graduate')) return notFoundMetadata()
  const what = p.kind === 'undergraduate' ? 'Undergraduate programme' : 'Graduate programme'
  return detailMetadata({
    path: p.url,
    title: `${p.name} – ${what}`,
    description: programmeDescription(p),
    image: shareImage(p.thumbnail),
    generatedImage: generatedImagePath(p.kind, p.slug),
    override: p.meta,
  })
}
