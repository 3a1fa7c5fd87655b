'use client'

import { useState } from 'react'
import styles from './mdx.module.css'

/**
 * A video behind a click: nothing loads from the video host until the button is pressed;
 * then a privacy-enhanced (youtube-nocookie) player is embedded and starts.
 */
export function VideoFacade({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  if (!youtubeId) return null
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.videoButton} onClick={() => setPlaying(true)}>
          <span className={styles.play} aria-hidden="true">
            ▶
          </span>
          <span className={styles.videoTitle}>
            <span className="visually-hidden">Play video: </span>
            {title}
          </span>
          <span className={styles.videoNote}>The video loads from YouTube when you press play.</span>
        </button>
      )}
    </div>
  )
}
