'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { PAGE_LINK } from '@/components/ui/page-link-marker'

/** The page link an event happened in, if any. */
function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${PAGE_LINK}]`) : null
}

/**
 * The address the router shows for a page link, or null when the browser follows it itself: into
 * a new tab or window, as a download, to another origin, or to a place on the page already shown.
 */
function routedAddress(link: HTMLAnchorElement, here: Location): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href)
  if (url.origin !== here.origin) return null
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  return url.pathname + url.search + url.hash
}

/** Whether a click is the plain kind a page link is followed on, which no handler of the page took. */
function plainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
}

/**
 * Follows the site's page links (PageLink) without a full page load, and fetches a page ahead
 * when its link is pointed at, touched or focused: one listener for every link of the page, in
 * place of a component per link.
 */
export function PageNavigation() {
  const router = useRouter()
  useEffect(() => {
    // After the page's own handlers (React's listener on the document came first): a link one of
    // them followed itself (preventDefault) is left alone.
    const onClick = (event: MouseEvent) => {
      const link = pageLinkOf(event.target)
      const address = link && plainClick(event) ? routedAddress(link, window.location) : null
      if (!address) return
      event.preventDefault()
      router.push(address)
    }
    // Pointer events arrive for each element inside a link: one fetch ahead per link pointed at.
    let ahead: string | null = null
    const onIntent = (event: Event) => {
      const link = pageLinkOf(event.target)
      const page = link && routedAddress(link, window.location)?.split('#', 1)[0]
      if (!page || page === ahead) return
      ahead = page
      router.prefetch(page)
    }
    document.addEventListener('click', onClick)
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [router])
  return null
}
