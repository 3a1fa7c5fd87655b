'use client'

import { useCarousel } from '@/components/ui/useCarousel'
import Image from 'next/image'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { autoplayPlugin, useCarouselAutoplay } from '@/components/ui/CarouselAutoplay'
import { BANNER_AUTOPLAY_MS } from '@/lib/home/content'
import styles from './BannerCarousel.module.css'
import { PlayPauseIcon } from '@/components/ui/icons'

export type BannerSlide = {
  id: string
  title: string
  clickUrl: string | null
  image: { src: string; alt: string; width: number; height: number }
}

/** Home banner carousel: 3:1 slides, fade every 10 s, visible pause/play, no autoplay under reduced motion. */
export function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const { setViewport, ...carousel } = useCarousel({ loop: true, duration: 30 }, (engine) => [
    engine.Fade(),
    autoplayPlugin(engine, BANNER_AUTOPLAY_MS),
  ])
  const { current, stopped, running, toggle, rootProps } = useCarouselAutoplay(carousel, {
    delay: BANNER_AUTOPLAY_MS,
    disabled: slides.length < 2,
  })

  if (!slides.length) return null
  const backdrop = slides[current]?.image.src

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-testid="banner-carousel"
      data-current={current}
      {...rootProps}
    >
      {backdrop ? (
        // Blurred, so a thumbnail is enough: a full-size backdrop was the page's largest paint and loaded last.
        <div className={styles.backdrop} aria-hidden="true">
          <Image src={backdrop} alt="" fill sizes="48px" className={styles.backdropImage} />
        </div>
      ) : null}
      <div className={styles.frame}>
        <div className={styles.viewport} ref={setViewport}>
          <div className={styles.track} aria-live={running ? 'off' : 'polite'}>
            {slides.map((slide, i) => {
              const img = (
                <Image
                  src={slide.image.src}
                  alt={slide.image.alt || slide.title}
                  width={slide.image.width}
                  height={slide.image.height}
                  priority={i === 0}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  sizes="(max-width: 1200px) 100vw, 1200px"
                  className={styles.image}
                />
              )
              return (
                <div
                  key={slide.id}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${slides.length}`}
                  data-testid="banner-slide"
                >
                  {slide.clickUrl ? (
                    <ExternalLink href={slide.clickUrl} tabIndex={i === current ? 0 : -1}>
                      {img}
                    </ExternalLink>
                  ) : (
                    img
                  )}
                </div>
              )
            })}
          </div>
        </div>
        {slides.length > 1 ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              onClick={() => carousel.run((embla) => embla.scrollPrev())}
              aria-label="Previous slide"
            >
              ‹
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={toggle}
              aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
              data-testid="banner-toggle"
            >
              <PlayPauseIcon playing={!stopped} />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={() => carousel.run((embla) => embla.scrollNext())}
              aria-label="Next slide"
            >
              ›
            </button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
