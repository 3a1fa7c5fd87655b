'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { ownFields } from '@/lib/seo/overridable'

type Picture = { url: string; alt: string }

const card: React.CSSProperties = {
  maxWidth: '500px',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '8px',
  overflow: 'hidden',
  background: 'var(--theme-elevation-50)',
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : '')

/**
 * How a shared link to the page unfurls (Facebook, LinkedIn, X, WhatsApp): the picture at card
 * size (1200x630), the title and the description, as the page's share tags will carry them.
 * Without a chosen picture the page's generated one is drawn: its title on the university's colours.
 */
export function ShareCardPreview() {
  const { collectionSlug } = useDocumentInfo()
  const { title: titlePath, description: descriptionPath } = ownFields(collectionSlug)
  const metaTitle = useFormFields(([fields]) => fields['meta.title']?.value)
  const metaDescription = useFormFields(([fields]) => fields['meta.description']?.value)
  const metaImage = useFormFields(([fields]) => fields['meta.image']?.value)
  const ownTitle = useFormFields(([fields]) => fields[titlePath]?.value)
  const ownDescription = useFormFields(([fields]) => (descriptionPath ? fields[descriptionPath]?.value : undefined))
  const [loaded, setLoaded] = useState<{ id: string; picture: Picture | null } | null>(null)

  const value = typeof metaImage === 'object' && metaImage !== null ? (metaImage as { id?: unknown }).id : metaImage
  const imageId = typeof value === 'number' || typeof value === 'string' ? String(value) : null
  useEffect(() => {
    if (!imageId) return
    const controller = new AbortController()
    fetch(`/api/media/${encodeURIComponent(imageId)}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((media: { url?: string; alt?: string; sizes?: { card?: { url?: string | null } } } | null) => {
        const url = media?.sizes?.card?.url || media?.url
        setLoaded({ id: imageId, picture: url ? { url, alt: media?.alt ?? '' } : null })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [imageId])
  const picture = imageId && loaded?.id === imageId ? loaded.picture : null

  const title = text(metaTitle) || text(ownTitle) || 'Page title'
  const description = text(metaDescription) || text(ownDescription)
  return (
    <div style={{ marginBottom: '24px' }} data-testid="share-card-preview">
      <div>Share card preview</div>
      <div style={{ color: 'var(--theme-elevation-500)', marginBottom: '6px' }}>
        How a link to this page looks when it is shared.
      </div>
      <div style={card}>
        {picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- the admin previews the uploaded file as it is
          <img
            src={picture.url}
            alt={picture.alt}
            style={{ display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover' }}
          />
        ) : (
          <div
            role="img"
            aria-label={`Generated picture: ${title}`}
            style={{
              aspectRatio: '1200 / 630',
              background: '#0b3d6e',
              borderBottom: '8px solid #f2b705',
              color: '#fff',
              display: 'flex',
              alignItems: 'center',
              padding: '0 7%',
              fontSize: '1.4rem',
              fontWeight: 700,
            }}
          >
            {title}
          </div>
        )}
        <div style={{ padding: '10px 12px' }}>
          <div style={{ fontWeight: 700 }}>{title}</div>
          {description ? (
            <div style={{ color: 'var(--theme-elevation-600)', fontSize: '0.9rem' }}>{description}</div>
          ) : null}
        </div>
      </div>
    </div>
  )
}
