'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react'
import { afterLoadWhenIdle } from './after-load-when-idle'
import styles from './hydrate-on-use.module.css'

/** What counts as using the island: touching it, moving focus into it, typing in it. */
const USE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input'] as const

/**
 * A client component rendered on the server as usual, whose code is not part of the page's first
 * load and which is hydrated only when the visitor first uses it (touches, focuses, types in or
 * submits it). Until then its server HTML stays as it is: React keeps a suspended part of the page
 * as the server rendered it while it hydrates the rest, and its inputs work as plain HTML; the
 * component, once hydrated, takes over what the visitor did meanwhile (the values on the page are
 * theirs, React leaves them). A form submitted before then is held, and submitted once hydrated.
 * The code is fetched when the browser is idle after the load, so that first use hydrates at once.
 * Rendered without server HTML (a client-side navigation to its page) it loads at once, as it does
 * when `now()` says so (e.g. the address asks it to show a choice the server did not render).
 */
export function hydrateOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { now = () => false }: { now?: () => boolean } = {},
): ComponentType<P> {
  let markUsed = () => {}
  const used = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (markUsed = resolve))
  const Component = lazy(async () => {
    await used
    return { default: await load() }
  })

  /** Rendered only where the island has no server HTML to keep: nothing to wait for. */
  function LoadNow() {
    useEffect(() => markUsed(), [])
    return null
  }

  function Island(props: P) {
    const root = useRef<HTMLDivElement>(null)
    const hydrated = useRef(false)
    const held = useRef<HTMLFormElement | null>(null)

    useEffect(() => {
      if (now()) markUsed()
      const inside = (event: Event) => event.target instanceof Node && !!root.current?.contains(event.target)
      // On the window, capturing: React stops at the document an event aimed at what it has not hydrated.
      const onUse = (event: Event) => {
        if (inside(event)) markUsed()
      }
      const onSubmit = (event: Event) => {
        if (hydrated.current || !inside(event) || !(event.target instanceof HTMLFormElement)) return
        // Not the browser's own submission (a GET with every answer in the address): the component's, once here.
        event.preventDefault()
        held.current = event.target
        markUsed()
      }
      for (const type of USE_EVENTS) window.addEventListener(type, onUse, true)
      window.addEventListener('submit', onSubmit, true)
      const cancelPreload = afterLoadWhenIdle(() => void load().catch(() => undefined))
      return () => {
        for (const type of USE_EVENTS) window.removeEventListener(type, onUse, true)
        window.removeEventListener('submit', onSubmit, true)
        cancelPreload()
      }
    }, [])

    const onHydrated = useCallback(() => {
      hydrated.current = true
      const form = held.current
      held.current = null
      if (form?.isConnected) form.requestSubmit()
    }, [])

    return (
      <div ref={root} className={styles.island}>
        <Suspense fallback={<LoadNow />}>
          <Component {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    )
  }
  return Island
}

/** Inside the island's boundary: its effect runs once the island has hydrated (or rendered). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}
