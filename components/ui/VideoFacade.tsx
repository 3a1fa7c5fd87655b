'use client'

import { useState } from 'react'
import styles from './VideoFacade.module.css'
import { PlayPauseIcon } from './icons'

/**
 * How the facade sits in its page:
 * - `feature`: a section of its own (the home page): a centred frame of at most 900px, the button
 *   saying "Play video: <title>" over an accent disc;
 * - `inline`: inside page text (MDX pages): the column's width, the title on the button, a note that
 *   the video comes from YouTube, and the player's related videos kept to the same channel (rel=0).
 */
export type VideoFacadeVariant = 'feature' | 'inline'

const EMBED = 'https://www.youtube-nocookie.com/embed/'
const QUERY: Record<VideoFacadeVariant, string> = { feature: 'autoplay=1', inline: 'autoplay=1&rel=0' }

/**
 * A video behind a click: nothing loads from the video host until the button is pressed; then a
 * privacy-enhanced (youtube-nocookie) player is embedded and starts. Without an id, a titled video
 * is one still to come: a labelled placeholder says which; with neither, nothing.
 */
export function VideoFacade({
  youtubeId,
  title,
  variant = 'inline',
}: {
  youtubeId: string
  title: string
  variant?: VideoFacadeVariant
}) {
  const [playing, setPlaying] = useState(false)
  const feature = variant === 'feature'
  if (!youtubeId) {
    if (!title) return null
    return (
      <figure
        className={`${styles.frame} ${styles.placeholder} ${feature ? styles.feature : styles.inline}`}
        data-testid="video-placeholder"
      >
        <div className={styles.poster}>
          <span className={styles.label}>Video to come: {title}</span>
          <span className={styles.note}>The university’s welcome video will play here once it is published.</span>
        </div>
      </figure>
    )
  }
  const name = title || 'Video'
  return (
    <div className={`${styles.frame} ${feature ? styles.feature : styles.inline}`} data-testid="video">
      {playing ? (
        <iframe
          className={styles.iframe}
          src={`${EMBED}${encodeURIComponent(youtubeId)}?${QUERY[variant]}`}
          title={name}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
          <span className={styles.play} aria-hidden="true">
            <PlayPauseIcon playing={false} />
          </span>
          {feature ? (
            <span className={styles.label}>Play video: {name}</span>
          ) : (
            <>
              <span className={styles.label}>
                <span className="visually-hidden">Play video: </span>
                {name}
              </span>
              <span className={styles.note}>The video loads from YouTube when you press play.</span>
            </>
          )}
        </button>
      )}
    </div>
  )
}
