import { ImageResponse } from 'next/og'
import { validatedImage } from '@/lib/http/validated-response'
import { LOGO_SIZE } from '@/lib/structured-data/organization'

// Drawn once at build: the crest of the header (components/shell/Header.tsx) on white, square
// and large enough for search engines' logo rules (at least 112 px, raster).
export const dynamic = 'force-static'

export async function GET() {
  const crestHeight = Math.round(LOGO_SIZE * 0.8)
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#ffffff',
      }}
    >
      <svg viewBox="0 0 40 48" width={Math.round((crestHeight * 40) / 48)} height={crestHeight}>
        <path d="M20 1 L38 8 L36 30 L20 47 L4 30 L2 8 Z" fill="#0b3d6e" />
        <path d="M20 8 L31 12 L30 28 L20 39 L10 28 L9 12 Z" fill="#f2b705" />
        <path d="M14 18 h12 v2 h-12z M14 23 h12 v2 h-12z M19 14 h2 v16 h-2z" fill="#0b3d6e" />
      </svg>
    </div>,
    { width: LOGO_SIZE, height: LOGO_SIZE },
  )
  return validatedImage(image)
}
