'use client'

import { ExternalLink } from '@/components/ui/ExternalLink'

/** Opens the offer in a new tab and tells the server to count the view. */
export function ViewOfferLink({ jobId, href, title }: { jobId: string; href: string; title: string }) {
  const count = () => {
    const url = `/api/jobs/${encodeURIComponent(jobId)}/view`
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url))
      return
    void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined)
  }
  return (
    <ExternalLink
      className="btn"
      href={href}
      context={`: ${title}`}
      onClick={count}
      onAuxClick={(e) => {
        // A middle click opens the offer in a new tab too; a right click does not count.
        if (e.button === 1) count()
      }}
      data-testid="view-offer"
    >
      View Offer
    </ExternalLink>
  )
}
