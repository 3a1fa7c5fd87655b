'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { PAGE_LINK } from '@/components/ui/page-link-marker'

/** The page link an event happened in, if any. */
function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${PAGE_LINK}]`) : null
}

/** The address to show for a followed link, or null when the browser should follow it itself. */
function followedAddress(event: MouseEvent, link: HTMLAnchorElement, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  // A new tab or window, a download: the browser's.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href)
  if (url.origin !== here.origin) return null
  // A jump within this page is the browser's too.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  return url.pathname + url.search + url.hash
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
      const address = link && followedAddress(event, link, window.location)
      if (!address) return
      event.preventDefault()
      router.push(address)
    }
    const onIntent = (event: Event) => {
      const link = pageLinkOf(event.target)
      if (link && link.origin === window.location.origin) router.prefetch(link.pathname + link.search)
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
