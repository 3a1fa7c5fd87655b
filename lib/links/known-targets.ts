import type { Payload, PayloadRequest, Where } from 'payload'
import { recordAt, type RecordPage } from '../pages/records'
import { internalPath } from './internal-path'
import type { KnownTargets } from './resolve'

type Row = {
  id: string | number
  slug?: string | null
  kind?: string | null
  fromKey?: string | null
  to?: string | null
}

/** The collections whose records rich text may link to by id, checked by resolveDocument. */
const LINKABLE = [
  'stories',
  'articles',
  'programmes',
  'colleges',
  'departments',
  'upcoming-events',
  'jobs',
  'media',
  'documents',
] as const

/** What one document links to: the targets its checks resolve (lib/cms/checks/hook.ts). */
export type LinkedTargets = {
  /** Every address it links to (link fields and rich-text links), as written. */
  hrefs: readonly string[]
  /** The records its rich text links to by id (Lexical's internal links). */
  documents: readonly { relationTo: string; id: string }[]
  /** The site's own origin: absolute links to it are links on the site. */
  siteOrigin?: string
}

/**
 * Which rows of which collection a read needs: undefined for all of them (the whole site), null
 * for none (no query at all), or a condition that picks the few a document links to.
 */
type Wanted = Where | undefined | null

/** A condition on ids (numbers where the database keeps numbers), or null when there are none. */
function idsIn(ids: Iterable<string>): Where | null {
  const values = [...new Set(ids)].map((id) => (/^[1-9]\d{0,15}$/.test(id) ? Number(id) : id))
  return values.length ? { id: { in: values } } : null
}

/** Any of several conditions, or null when none is given. */
function anyOf(...conditions: (Where | null)[]): Where | null {
  const given = conditions.filter((c): c is Where => c !== null)
  return given.length > 1 ? { or: given } : (given[0] ?? null)
}

/** A condition on slugs, or null when there are none. */
function slugsIn(slugs: Iterable<string>): Where | null {
  const values = [...new Set(slugs)]
  return values.length ? { slug: { in: values } } : null
}

/**
 * The rows each read needs for `linked` alone: the record keys and redirect sources its
 * addresses lead to, and the records its rich text names by id. Every check of these links
 * resolves against the few rows found exactly as against the whole site (lib/links/resolve.ts:
 * a registry page, a file or an archive needs no row; a record's page needs its key; any other
 * path needs the redirect stored under it).
 */
function wantedFor(linked: LinkedTargets) {
  const paths = new Set<string>()
  const keys = new Map<RecordPage, string[]>()
  for (const href of linked.hrefs) {
    const path = internalPath(href, linked.siteOrigin)
    if (path === null) continue
    paths.add(path)
    const record = recordAt(path)
    if (record) keys.set(record.page, [...(keys.get(record.page) ?? []), record.key])
  }
  const ids = new Map<string, string[]>()
  for (const { relationTo, id } of linked.documents) ids.set(relationTo, [...(ids.get(relationTo) ?? []), id])
  const keysOf = (...pages: RecordPage[]) => pages.flatMap((page) => keys.get(page) ?? [])
  const idsOf = (collection: string) => ids.get(collection) ?? []
  const numeric = (values: string[]) => values.filter((v) => /^[1-9]\d*$/.test(v))
  const programmeKeys = keysOf('undergraduate', 'graduate')
  return {
    stories: anyOf(slugsIn(keysOf('story')), idsIn(idsOf('stories'))),
    articles: anyOf(slugsIn(keysOf('article')), idsIn(idsOf('articles'))),
    programmes: anyOf(slugsIn(programmeKeys), idsIn([...numeric(programmeKeys), ...idsOf('programmes')])),
    openJobs: idsIn(numeric(keysOf('job'))),
    redirects: paths.size ? { fromKey: { in: [...paths] } } : null,
    composedPages: paths.size ? ({ path: { in: [...paths] } } as Where) : null,
    others: Object.fromEntries(LINKABLE.slice(3).map((c) => [c, idsIn(idsOf(c))])) as Record<string, Where | null>,
  }
}

/**
 * What exists now, read from the database for the link checks (lib/links/resolve.ts): the keys
 * visitors can open (published records only, a draft's page answers 404; jobs until they close)
 * and the redirects.
 *
 * Without `linked`, the whole site (the link report, a redirect's checks). With it, only the rows
 * those links lead to (a few indexed look-ups): a save's checks then cost the same in a site of a
 * hundred records as in one of a hundred thousand, where reading every record of nine collections
 * on each save made an import slower with every record it added.
 */
export async function loadKnownTargets(
  payload: Payload,
  req?: PayloadRequest,
  linked?: LinkedTargets,
): Promise<KnownTargets> {
  const wanted = linked ? wantedFor(linked) : undefined
  const all = async (
    collection: (typeof LINKABLE)[number] | 'redirects',
    published = false,
    where?: Where,
    rows: Wanted = undefined,
  ): Promise<Row[]> => {
    if (rows === null) return []
    const select =
      collection === 'redirects'
        ? { fromKey: true, to: true }
        : collection === 'programmes'
          ? { slug: true, kind: true }
          : collection === 'stories' || collection === 'articles'
            ? { slug: true }
            : { id: true }
    const conditions = [
      ...(published ? [{ _status: { equals: 'published' } }] : []),
      ...(where ? [where] : []),
      ...(rows ? [rows] : []),
    ] as Where[]
    const { docs } = await payload.find({
      collection,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select,
      where: conditions.length > 1 ? { and: conditions } : conditions[0],
    })
    return docs as unknown as Row[]
  }
  const composedPages = async (): Promise<Set<string>> => {
    if (wanted?.composedPages === null) return new Set()
    const conditions: Where[] = [{ _status: { equals: 'published' } }, ...(wanted ? [wanted.composedPages] : [])]
    const { docs } = await payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { path: true },
      where: { and: conditions },
    })
    return new Set(docs.map((d) => d.path))
  }
  const [composed, stories, articles, programmes, openJobs, redirects, ...others] = await Promise.all([
    composedPages(),
    all('stories', true, undefined, wanted?.stories),
    all('articles', true, undefined, wanted?.articles),
    all('programmes', true, undefined, wanted?.programmes),
    all('jobs', true, { closingDate: { greater_than_equal: new Date().toISOString() } }, wanted?.openJobs),
    all('redirects', false, undefined, wanted?.redirects),
    ...LINKABLE.slice(3).map((collection) => all(collection, false, undefined, wanted?.others[collection])),
  ])
  const slugs = (rows: Row[]) => new Set(rows.map((r) => r.slug).filter((s): s is string => Boolean(s)))
  const programmeKeys = (kind: string) =>
    new Set(programmes.filter((p) => p.kind === kind).flatMap((p) => [String(p.id), ...(p.slug ? [p.slug] : [])]))
  const ids = (rows: Row[]) => new Set(rows.map((r) => String(r.id)))
  const records: Record<RecordPage, Set<string>> = {
    story: slugs(stories),
    article: slugs(articles),
    undergraduate: programmeKeys('undergraduate'),
    graduate: programmeKeys('graduate'),
    job: ids(openJobs),
  }
  const documents: Record<string, Set<string>> = {
    stories: ids(stories),
    articles: ids(articles),
    programmes: ids(programmes),
  }
  LINKABLE.slice(3).forEach((collection, index) => (documents[collection] = ids(others[index])))
  return {
    records,
    documents,
    composedPages: composed,
    redirects: new Map(redirects.filter((r) => r.fromKey && r.to).map((r) => [r.fromKey as string, r.to as string])),
  }
}
