/**
 * Who must submit changes for review and who may review them, from Site settings → Review.
 * Pure: the settings and the user are passed in, so the access rule, the hooks, the document's
 * review panel and the dashboard list all decide the same way.
 */

/** The collections whose changes can go through review: what college editors edit, and editors' pages and news. */
export const REVIEWABLE_COLLECTIONS = ['programmes', 'departments', 'colleges', 'stories', 'pages', 'articles'] as const
export type ReviewableCollection = (typeof REVIEWABLE_COLLECTIONS)[number]

export function isReviewable(slug: string): slug is ReviewableCollection {
  return (REVIEWABLE_COLLECTIONS as readonly string[]).includes(slug)
}

type Id = string | number

/** Site settings → Review, with relationships as ids (or populated documents). */
export type ReviewSettings = {
  /** Collections where every change by an editor or college editor needs review. */
  collections?: string[] | null
  /** Users who may review any change (and publish without review). */
  reviewers?: unknown[] | null
  /** Colleges whose college editors' changes need review, each with its own named reviewers. */
  colleges?: { college?: unknown; reviewers?: unknown[] | null }[] | null
}

export type ReviewUser = { id: Id; roles?: string[] | null; college?: unknown } | null | undefined

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return null
}
const ids = (values: unknown[] | null | undefined) => (values ?? []).map(idOf).filter((v): v is string => v !== null)
const has = (user: ReviewUser, role: string) => Boolean(user?.roles?.includes(role))

/** The college a college editor works for (administrators and editors work for none). */
export function authorCollege(user: ReviewUser): string | null {
  if (!has(user, 'college-editor') || has(user, 'admin') || has(user, 'editor')) return null
  return idOf(user?.college)
}

function collegeEntry(settings: ReviewSettings | null | undefined, college: string | null) {
  if (!college) return undefined
  return settings?.colleges?.find((entry) => idOf(entry.college) === college)
}

const namedSiteReviewer = (settings: ReviewSettings | null | undefined, user: ReviewUser) =>
  Boolean(user && ids(settings?.reviewers).includes(String(user.id)))

/**
 * Whether this user's changes to this collection must be submitted for review instead of
 * published. Administrators and named site reviewers never; an editor where the collection needs
 * review; a college editor where the collection does or their college does (unless named one of
 * their college's reviewers). With review off (the default) nobody.
 */
export function mustSubmit(user: ReviewUser, collection: string, settings: ReviewSettings | null | undefined): boolean {
  if (!user || !isReviewable(collection)) return false
  if (has(user, 'admin') || namedSiteReviewer(settings, user)) return false
  const collectionWide = Boolean(settings?.collections?.includes(collection))
  if (has(user, 'editor')) return collectionWide
  if (!has(user, 'college-editor')) return false
  const entry = collegeEntry(settings, authorCollege(user))
  if (entry && ids(entry.reviewers).includes(String(user.id))) return false
  return collectionWide || Boolean(entry)
}

/**
 * Whether this user may approve or send back a change submitted for this collection by an author
 * of `college` (null: an author of no college). Administrators and named site reviewers always;
 * a college's named reviewers for that college's changes; editors unless the collection needs
 * review of their own changes too, or the college names its own reviewers.
 */
export function mayReview(
  user: ReviewUser,
  collection: string,
  college: string | null,
  settings: ReviewSettings | null | undefined,
): boolean {
  if (!user || !isReviewable(collection)) return false
  if (has(user, 'admin') || namedSiteReviewer(settings, user)) return true
  const entry = collegeEntry(settings, college)
  const named = ids(entry?.reviewers)
  if (named.includes(String(user.id))) return true
  if (named.length > 0) return false
  return has(user, 'editor') && !settings?.collections?.includes(collection)
}

/**
 * Who gets the "waiting for review" e-mail: the college's named reviewers when it names any, else
 * the administrators, named site reviewers and (unless the collection needs their own changes
 * reviewed) editors. Never the author.
 */
export function reviewerIds(
  users: { id: Id; roles?: string[] | null }[],
  collection: string,
  college: string | null,
  settings: ReviewSettings | null | undefined,
  author: Id | null,
): string[] {
  const named = ids(collegeEntry(settings, college)?.reviewers)
  if (named.length > 0) return named.filter((id) => id !== String(author))
  return users
    .filter((u) => String(u.id) !== String(author) && mayReview(u, collection, college, settings))
    .map((u) => String(u.id))
}
