'use client'

import type { AutoplayType } from 'embla-carousel-autoplay'
import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'

type Embla = UseEmblaCarouselType[1]

const REDUCED = '(prefers-reduced-motion: reduce)'
function subscribeReducedMotion(onChange: () => void) {
  const mq = window.matchMedia(REDUCED)
  mq.addEventListener('change', onChange)
  return () => mq.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED).matches

/**
 * Autoplay the way WCAG 2.2.2 wants it, shared by every carousel: a visible pause/play choice,
 * no autoplay under prefers-reduced-motion (until the visitor presses play), and a hold while
 * the pointer is over the carousel or focus is inside it (or while `held`, e.g. a modal is open).
 * Also tracks the selected slide.
 */
export function useCarouselAutoplay(
  embla: Embla,
  autoplay: AutoplayType,
  { disabled = false, held = false }: { disabled?: boolean; held?: boolean } = {},
) {
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto')
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [current, setCurrent] = useState(0)
  const stopped = choice === 'paused' || (choice === 'auto' && reduced)
  const running = !disabled && !stopped && !held && !hovered && !focused

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setCurrent(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])

  useEffect(() => {
    if (!embla) return
    if (running) autoplay.play()
    else autoplay.stop()
  }, [embla, autoplay, running])

  const toggle = useCallback(() => setChoice(stopped ? 'playing' : 'paused'), [stopped])

  const holdProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return { current, stopped, running, toggle, holdProps }
}
