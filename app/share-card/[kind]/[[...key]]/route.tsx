import { ImageResponse } from 'next/og'
import { validatedImage } from '@/lib/http/validated-response'
import { Crest } from '@/components/shell/Crest'
import { getSiteSettings } from '@/lib/reads/settings'
import { SHARE_IMAGE } from '@/lib/seo/share-card'
import { shareCardTitle } from '@/lib/seo/share-card-title'

/**
 * The picture of a page without one of its own (lib/seo/share-card.ts `generatedImagePath`):
 * its title beside the crest, in the university's colours (globals.css --color-primary and
 * --color-accent), in next/og's bundled font (nothing is fetched). Cached like the pages: drawn
 * on first request, then served from the cache until a save expires the read it comes from.
 */
export const dynamic = 'force-static'
export const revalidate = 86400
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

type Params = { params: Promise<{ kind: string; key?: string[] }> }

export async function GET(_request: Request, { params }: Params) {
  const { kind, key = [] } = await params
  const [title, settings] = await Promise.all([shareCardTitle(kind, key), getSiteSettings()])
  if (!title) return new Response('No such page', { status: 404 })
  const size = title.length > 60 ? 56 : title.length > 32 ? 68 : 80
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: '#0b3d6e',
        color: '#ffffff',
      }}
    >
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', padding: '0 80px', gap: '64px' }}>
        <div style={{ display: 'flex', background: '#ffffff', borderRadius: '24px', padding: '28px 32px' }}>
          <Crest width={160} height={192} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: '24px' }}>
          <div style={{ fontSize: 32, color: '#f2b705', letterSpacing: '0.02em' }}>{settings.universityName}</div>
          <div style={{ fontSize: size, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        </div>
      </div>
      <div style={{ height: '24px', background: '#f2b705', display: 'flex' }} />
    </div>,
    { ...SHARE_IMAGE },
  )
  return validatedImage(image)
}
