import type { WpContent } from '../source/model'

export type Publication =
  | { status: 'published' }
  | { status: 'draft'; reason?: string }
  /** Kept as a draft and published by the site's scheduled publish at `at`. */
  | { status: 'scheduled'; at: string }
  | { skip: string }

/**
 * What becomes of an item's WordPress status: published stays published, a draft stays a draft,
 * and nothing WordPress kept from the public is published here: pending, private and
 * password-protected items become drafts (the site has no password pages), with the reason
 * reported. A future post is scheduled for its date; one whose date has passed is published, as
 * WordPress would have done.
 */
export function publicationOf(item: Pick<WpContent, 'status' | 'passwordProtected' | 'date'>, now: Date): Publication {
  switch (item.status) {
    case 'publish':
      return item.passwordProtected
        ? { status: 'draft', reason: 'password-protected on WordPress: kept as a draft, not published' }
        : { status: 'published' }
    case 'future':
      if (item.passwordProtected)
        return { status: 'draft', reason: 'password-protected on WordPress: kept as a draft, not published' }
      return new Date(item.date) > now ? { status: 'scheduled', at: item.date } : { status: 'published' }
    case 'draft':
    case 'auto-draft':
      return { status: 'draft' }
    case 'pending':
      return { status: 'draft', reason: 'pending review on WordPress: kept as a draft' }
    case 'private':
      return { status: 'draft', reason: 'private on WordPress: kept as a draft, not published' }
    case 'trash':
      return { skip: 'in the WordPress trash' }
    default:
      return { skip: `WordPress status "${item.status}" is not one the site knows` }
  }
}
