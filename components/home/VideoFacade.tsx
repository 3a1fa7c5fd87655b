'use client'

import { useState } from 'react'
import styles from './VideoFacade.module.css'

/** Loads nothing from the video host until the visitor presses play. */
export function VideoFacade({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  if (!youtubeId) return null
  return (
    <div className={styles.frame} data-testid="video">
      {playing ? (
        <iframe
          className={styles.iframe}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
          title={title || 'Video'}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
          <span className={styles.play} aria-hidden="true">
            ►
          </span>
          <span className={styles.label}>Play video: {title || 'Video'}</span>
        </button>
      )}
    </div>
  )
}
