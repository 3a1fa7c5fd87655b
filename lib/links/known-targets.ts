import type { Payload, PayloadRequest, Where } from 'payload'
import type { RecordPage } from '../pages/records'
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

/**
 * What exists now, read from the database for the link checks (lib/links/resolve.ts): the keys
 * visitors can open (published records only, a draft's page answers 404; jobs until they close)
 * and the redirects.
 */
export async function loadKnownTargets(payload: Payload, req?: PayloadRequest): Promise<KnownTargets> {
  const all = async (
    collection: (typeof LINKABLE)[number] | 'redirects',
    published = false,
    where?: Where,
  ): Promise<Row[]> => {
    const select =
      collection === 'redirects'
        ? { fromKey: true, to: true }
        : collection === 'programmes'
          ? { slug: true, kind: true }
          : collection === 'stories' || collection === 'articles'
            ? { slug: true }
            : { id: true }
    const { docs } = await payload.find({
      collection,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
      select,
      where: published ? { and: [{ _status: { equals: 'published' } }, ...(where ? [where] : [])] } : undefined,
    })
    return docs as unknown as Row[]
  }
  const [stories, articles, programmes, openJobs, redirects, ...others] = await Promise.all([
    all('stories', true),
    all('articles', true),
    all('programmes', true),
    all('jobs', true, { closingDate: { greater_than_equal: new Date().toISOString() } }),
    all('redirects'),
    ...LINKABLE.slice(3).map((collection) => all(collection)),
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
    redirects: new Map(redirects.filter((r) => r.fromKey && r.to).map((r) => [r.fromKey as string, r.to as string])),
  }
}
