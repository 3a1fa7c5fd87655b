import type { CollectionSlug, Payload } from 'payload'
import { changedFields, fieldLabel, type FieldChange } from './diff'
import { mayReview, REVIEWABLE_COLLECTIONS, type ReviewUser } from './rules'
import { readReviewSettings } from './settings'
import { reviewCollege, type ReviewState } from './state'

type Props = { payload: Payload; user?: unknown }

type Waiting = {
  collection: string
  kind: string
  id: string | number
  title: string
  submittedBy: string
  submittedAt: string
  versionId: string | number | null
  changes: FieldChange[]
}

/** At most this many per collection: the list is a to-do list, each collection's admin list has the rest. */
const PER_COLLECTION = 25

async function waitingIn(
  payload: Payload,
  slug: CollectionSlug,
  user: ReviewUser,
  settings: Awaited<ReturnType<typeof readReviewSettings>>,
) {
  const config = payload.collections[slug]?.config
  if (!config?.versions?.drafts) return []
  const { docs } = await payload.find({
    collection: slug,
    draft: true,
    where: { 'review.status': { equals: 'submitted' } },
    depth: 0,
    limit: PER_COLLECTION,
    overrideAccess: true,
  })
  const titleField = config.admin?.useAsTitle ?? 'id'
  const kind = typeof config.labels?.singular === 'string' ? config.labels.singular : slug
  const found: Waiting[] = []
  for (const draft of docs as unknown as (Record<string, unknown> & { id: string | number; review: ReviewState })[]) {
    if (!mayReview(user, slug, reviewCollege(draft.review), settings)) continue
    const [published, versions, author] = await Promise.all([
      payload.find({ collection: slug, where: { id: { equals: draft.id } }, depth: 0, limit: 1, overrideAccess: true }),
      payload.findVersions({
        collection: slug,
        where: { and: [{ parent: { equals: draft.id } }, { latest: { equals: true } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      }),
      typeof draft.review.submittedBy === 'number' || typeof draft.review.submittedBy === 'string'
        ? payload.findByID({
            collection: 'users',
            id: draft.review.submittedBy,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
        : null,
    ])
    const live = published.docs[0] as unknown as Record<string, unknown> | undefined
    found.push({
      collection: slug,
      kind,
      id: draft.id,
      title: String(draft[titleField] ?? draft.id),
      submittedBy: author?.name || author?.email || 'an editor',
      submittedAt: draft.review.submittedAt ?? '',
      versionId: versions.docs[0]?.id ?? null,
      changes: changedFields(live?._status === 'published' ? live : null, draft),
    })
  }
  return found
}

const when = (iso: string) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'
    : ''

/**
 * "Waiting for review" on the admin dashboard: the changes the signed-in user may review, oldest
 * first, each with what it changes against the published document and links to the document and
 * to Payload's comparison of the versions. Nothing when there is nothing to review.
 */
export async function WaitingForReview({ payload, user }: Props) {
  const reviewer = user as ReviewUser
  if (!reviewer) return null
  const settings = await readReviewSettings(payload)
  const lists = await Promise.all(REVIEWABLE_COLLECTIONS.map((slug) => waitingIn(payload, slug, reviewer, settings)))
  const waiting = lists.flat().sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
  if (waiting.length === 0) return null
  const admin = payload.config.routes.admin
  return (
    <section
      aria-labelledby="waiting-for-review-heading"
      data-testid="waiting-for-review"
      style={{
        margin: '0 0 calc(var(--base) * 1.5)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <h2 id="waiting-for-review-heading" style={{ margin: '0 0 0.75rem', fontSize: '1.25rem' }}>
        Waiting for review ({waiting.length})
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {waiting.map((w) => {
          const doc = `${admin}/collections/${w.collection}/${encodeURIComponent(String(w.id))}`
          return (
            <li
              key={`${w.collection}-${w.id}`}
              style={{
                padding: '0.75rem 0',
                borderTop: '1px solid var(--theme-elevation-150)',
                overflowWrap: 'anywhere',
              }}
            >
              <p style={{ margin: '0 0 0.25rem' }}>
                <a href={doc} style={{ fontWeight: 600 }}>
                  {w.title}
                </a>{' '}
                <span>
                  ({w.kind}), submitted by {w.submittedBy}, {when(w.submittedAt)}
                </span>
              </p>
              {w.changes.length === 0 ? (
                <p style={{ margin: '0 0 0.25rem' }}>No change to the published text.</p>
              ) : (
                <table style={{ width: '100%', borderCollapse: 'collapse', margin: '0.25rem 0', fontSize: '0.9rem' }}>
                  <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: '0.25rem' }}>
                    Changes to “{w.title}” against what is published
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" style={{ textAlign: 'left', padding: '0.2rem 0.5rem 0.2rem 0' }}>
                        Field
                      </th>
                      <th scope="col" style={{ textAlign: 'left', padding: '0.2rem 0.5rem' }}>
                        Published
                      </th>
                      <th scope="col" style={{ textAlign: 'left', padding: '0.2rem 0.5rem' }}>
                        Submitted
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {w.changes.map((c) => (
                      <tr key={c.field}>
                        <th
                          scope="row"
                          style={{
                            textAlign: 'left',
                            fontWeight: 400,
                            padding: '0.2rem 0.5rem 0.2rem 0',
                            verticalAlign: 'top',
                          }}
                        >
                          {fieldLabel(c.field)}
                        </th>
                        {c.before === undefined ? (
                          <td colSpan={2} style={{ padding: '0.2rem 0.5rem', verticalAlign: 'top' }}>
                            changed
                          </td>
                        ) : (
                          <>
                            <td style={{ padding: '0.2rem 0.5rem', verticalAlign: 'top' }}>
                              <del>{c.before || '(empty)'}</del>
                            </td>
                            <td style={{ padding: '0.2rem 0.5rem', verticalAlign: 'top' }}>
                              <ins>{c.after || '(empty)'}</ins>
                            </td>
                          </>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <p style={{ margin: '0.25rem 0 0' }}>
                <a href={doc}>Open to approve or send back</a>
                {w.versionId !== null && (
                  <>
                    {' · '}
                    <a href={`${doc}/versions/${encodeURIComponent(String(w.versionId))}`}>Compare versions</a>
                  </>
                )}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
