import { VideoFacade } from '@/components/ui/VideoFacade'
import type { SiteSettings } from '@/lib/reads/settings'

/** The video editors set in Site settings: the player, a placeholder naming the video to come while only its title is set, or nothing. */
export function VideoBlock({ video }: { video: SiteSettings['homeVideo'] }) {
  if (!video.youtubeId && !video.title) return null
  return (
    <section className="render-when-near section section-alt" aria-labelledby="video-heading" data-block="video">
      <div className="container">
        <h2 id="video-heading">{video.title || 'Life at the university'}</h2>
        <VideoFacade youtubeId={video.youtubeId} title={video.title} variant="feature" />
      </div>
    </section>
  )
}
