import { headers } from 'next/headers'
import { after } from 'next/server'
import { DidYouMean, FullTextResults, PromotedLinks, RESULTS_PER_PAGE } from '@/components/search/FullTextResults'
import { KeywordSearchForm, LetterLinks, NoResults, ResultGroups } from '@/components/search/KeywordSearch'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getKeywordGroups } from '@/lib/reads/keywords'
import { getSearchIndex, promotedFor } from '@/lib/reads/search'
import { parseKind } from '@/lib/search/fulltext'
import { groupsForLetter, matchKeywordGroups, normalizeKeyword, parseLetter } from '@/lib/search/keywords'
import { countsAsSearch } from '@/lib/search/query-log'
import { recordSearch } from '@/lib/search/query-recorder'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/keywordsearch')

type Params = Promise<Record<string, string | string[] | undefined>>

const MAX_PAGE = 50

function parsePage(raw: unknown): number {
  const value = Array.isArray(raw) ? raw[0] : raw
  const n = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : 1
  return Math.min(Math.max(n, 1), MAX_PAGE)
}

export default async function KeywordSearchPage({ searchParams }: { searchParams: Params }) {
  const params = await searchParams
  const keyword = normalizeKeyword(params.keyword)
  const letter = keyword ? null : parseLetter(params.letter)
  const groups = await getKeywordGroups()

  let body: React.ReactNode
  if (keyword) {
    const kind = parseKind(params.kind)
    const pageNumber = parsePage(params.page)
    const [index, promoted] = await Promise.all([getSearchIndex(), promotedFor(keyword)])
    const answer = index.search(keyword, { kind, limit: RESULTS_PER_PAGE, offset: (pageNumber - 1) * RESULTS_PER_PAGE })
    const curated = matchKeywordGroups(groups, keyword)
    const found = promoted.length + curated.length + answer.total > 0
    // Only a visitor's first look at a query is counted (not the filter or page links).
    if (!params.kind && !params.page && countsAsSearch(await headers())) after(() => recordSearch(keyword, found))
    body = (
      <section aria-labelledby="search-results-heading">
        <h2 id="search-results-heading">Search Results for: {keyword}</h2>
        <PromotedLinks links={promoted} />
        {curated.length ? <ResultGroups groups={curated} /> : null}
        {Object.keys(answer.counts).length ? <FullTextResults keyword={keyword} kind={kind} page={pageNumber} answer={answer} /> : null}
        {answer.suggestion ? <DidYouMean suggestion={answer.suggestion} /> : null}
        {found ? null : <NoResults what={`“${keyword}”`} />}
      </section>
    )
  } else if (letter) {
    const results = groupsForLetter(groups, letter)
    body = (
      <section aria-labelledby="search-results-heading">
        <h2 id="search-results-heading">Keywords starting with {letter}</h2>
        {results.length ? <ResultGroups groups={results} /> : <NoResults what={`keywords starting with ${letter}`} />}
      </section>
    )
  } else {
    body = (
      <section aria-labelledby="search-results-heading">
        <h2 id="search-results-heading">Popular keywords</h2>
        <ResultGroups groups={groups.filter((g) => ['Admission', 'Tuition', 'Programmes', 'Calendar', 'Records', 'Financial aid'].includes(g.keyword))} />
      </section>
    )
  }

  return (
    <>
      <PageHeader title={page('/keywordsearch').title} intro="Type a word, or pick a letter, to find the pages you need." />
      <div className="container section">
        <KeywordSearchForm keyword={keyword} />
        <LetterLinks current={letter} />
        {body}
      </div>
    </>
  )
}
