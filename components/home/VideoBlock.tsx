import { VideoFacade } from '@/components/ui/VideoFacade'
import type { SiteSettings } from '@/lib/reads/settings'

/** The video editors set in Site settings; nothing until they set one. */
export function VideoBlock({ video }: { video: SiteSettings['homeVideo'] }) {
  if (!video.youtubeId) return null
  return (
    <section className="render-when-near section section-alt" aria-labelledby="video-heading" data-block="video">
      <div className="container">
        <h2 id="video-heading">{video.title || 'Life at the university'}</h2>
        <VideoFacade youtubeId={video.youtubeId} title={video.title} variant="feature" />
      </div>
    </section>
  )
}
