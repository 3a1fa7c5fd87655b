/** What a save or delete did to what visitors see, as the audit trail records it. */
export type PublicationAction = 'published' | 'unpublished' | 'deleted'

type Status = 'draft' | 'published' | null | undefined

/**
 * The action a save amounts to. Without drafts every save publishes: what is saved is what visitors
 * get on the next request (a redirect, a page's override), or at its own time for a site alert,
 * whose times are part of what is saved. With drafts, a save that ends published publishes (a
 * change to a published record included); a save that ends as a draft unpublishes only when the
 * record visitors see is no longer published afterwards (`liveStatus`, read back from the record
 * itself: a draft saved over a published record leaves it published). Anything else is a draft
 * being worked on, which is not recorded.
 */
export function publicationAction({
  drafts,
  status,
  previousStatus,
  liveStatus,
}: {
  drafts: boolean
  status: Status
  previousStatus: Status
  liveStatus: Status
}): PublicationAction | null {
  if (!drafts || status === 'published') return 'published'
  if (previousStatus === 'published' && liveStatus !== 'published') return 'unpublished'
  return null
}
