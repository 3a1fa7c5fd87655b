import {
  buildSnippet,
  KIND_LABELS,
  KIND_NAMES,
  SEARCH_KINDS,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
  type SnippetPart,
} from '../index/fulltext'
import type { Promotion } from '@/lib/reads/promoted-results'
import { RESULTS_PER_PAGE } from '../query/search-params'
import styles from './Search.module.css'
import { PageLink } from '@/components/ui/PageLink'

const searchHref = (params: Record<string, string | number | null | undefined>) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value))
  return `/keywordsearch?${query.toString()}`
}

function Snippet({ parts }: { parts: SnippetPart[] }) {
  // Parts are rendered as text (React escapes them); only the matched words are wrapped in <mark>.
  return (
    <p className={styles.snippet}>
      {parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </p>
  )
}

function Hit({ hit }: { hit: SearchHit }) {
  const { doc, terms } = hit
  const parts = buildSnippet(doc.body || doc.headings, terms)
  return (
    <li className={styles.hit}>
      <p className={styles.kind}>{KIND_NAMES[doc.kind]}</p>
      <h3 className={styles.hitTitle}>
        <PageLink href={doc.url}>
          {buildSnippet(doc.title, terms, 300).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text))}
        </PageLink>
      </h3>
      {doc.headings && doc.body ? (
        <p className={styles.context}>{doc.headings.length > 160 ? `${doc.headings.slice(0, 157)}…` : doc.headings}</p>
      ) : null}
      {parts.length ? <Snippet parts={parts} /> : null}
    </li>
  )
}

/** A nearby spelling that finds something, offered when the query found nothing. */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  return (
    <p className={styles.suggestion}>
      Did you mean <PageLink href={searchHref({ keyword: suggestion })}>{suggestion}</PageLink>?
    </p>
  )
}

/** Editors' promoted links for this query: first, and marked as recommended. */
export function PromotedLinks({ links }: { links: Promotion['links'] }) {
  if (!links.length) return null
  return (
    <section aria-labelledby="promoted-heading" className={styles.promoted}>
      <h3 id="promoted-heading">Recommended</h3>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <PageLink href={link.url}>{link.title}</PageLink>
            {link.description ? <p>{link.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

type Props = { keyword: string; kind: SearchKind | null; page: number; answer: SearchAnswer }

/** The full-text results: kind filter, ranked hits with highlighted extracts, paging. */
export function FullTextResults({ keyword, kind, page, answer }: Props) {
  const all = Object.values(answer.counts).reduce((a, b) => a + (b ?? 0), 0)
  const pages = Math.ceil(answer.total / RESULTS_PER_PAGE)
  return (
    <section aria-labelledby="fulltext-heading" className={styles.fulltext}>
      <h3 id="fulltext-heading">
        {/* "results", not "pages": the count spans every kind, one of which is called Pages. */}
        {all} {all === 1 ? 'result' : 'results'} for “{keyword}”
      </h3>
      {all ? (
        <nav aria-label="Filter results by kind" className={styles.kinds}>
          <ul>
            <li>
              <PageLink href={searchHref({ keyword })} aria-current={kind ? undefined : 'page'}>
                All <span className={styles.count}>({all})</span>
              </PageLink>
            </li>
            {SEARCH_KINDS.filter((k) => answer.counts[k]).map((k) => (
              <li key={k}>
                <PageLink href={searchHref({ keyword, kind: k })} aria-current={kind === k ? 'page' : undefined}>
                  {KIND_LABELS[k]} <span className={styles.count}>({answer.counts[k]})</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {answer.hits.length ? (
        <ol className={styles.hits} start={(page - 1) * RESULTS_PER_PAGE + 1}>
          {answer.hits.map((hit) => (
            <Hit key={hit.doc.id} hit={hit} />
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Result pages" className={styles.pager}>
          {page > 1 ? <PageLink href={searchHref({ keyword, kind, page: page - 1 })}>Previous results</PageLink> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <PageLink href={searchHref({ keyword, kind, page: page + 1 })}>More results</PageLink> : null}
        </nav>
      ) : null}
    </section>
  )
}
