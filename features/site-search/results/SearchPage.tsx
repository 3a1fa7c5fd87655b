import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import type { KeywordGroup } from '../query/keywords'
import type { QueryAnswer } from '../query/answer-query'
import type { SearchRequest } from '../query/search-params'
import { DidYouMean, FullTextResults, PromotedLinks } from './FullTextResults'
import { KeywordSearchForm, LetterLinks, NoResults, ResultGroups } from './KeywordSearch'

/** /keywordsearch under the shell: its header, the form, the A–Z links, then what was asked for. */
export function SearchPage({
  keyword,
  letter,
  children,
}: {
  keyword: string
  letter: string | null
  children: React.ReactNode
}) {
  return (
    <>
      <PageHeader
        title={page('/keywordsearch').title}
        intro="Type a word, or pick a letter, to find the pages you need."
      />
      <div className="container section">
        <KeywordSearchForm keyword={keyword} />
        <LetterLinks current={letter} />
        {children}
      </div>
    </>
  )
}

/** What a query found: promoted links, keyword groups, full-text results, a did-you-mean, or nothing. */
export function QueryResults({
  request: { keyword, kind, page: pageNumber },
  answer,
}: {
  request: SearchRequest
  answer: QueryAnswer
}) {
  const { promoted, curated, fullText, found } = answer
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading">Search Results for: {keyword}</h2>
      <PromotedLinks links={promoted} />
      {curated.length ? <ResultGroups groups={curated} /> : null}
      {Object.keys(fullText.counts).length ? (
        <FullTextResults keyword={keyword} kind={kind} page={pageNumber} answer={fullText} />
      ) : null}
      {fullText.suggestion ? <DidYouMean suggestion={fullText.suggestion} /> : null}
      {found ? null : <NoResults what={`“${keyword}”`} />}
    </section>
  )
}

/** The keyword groups starting with a letter. */
export function LetterResults({ letter, groups }: { letter: string; groups: KeywordGroup[] }) {
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading">Keywords starting with {letter}</h2>
      {groups.length ? <ResultGroups groups={groups} /> : <NoResults what={`keywords starting with ${letter}`} />}
    </section>
  )
}

/** The popular keywords, before anything is asked. */
export function PopularKeywords({ groups }: { groups: KeywordGroup[] }) {
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading">Popular keywords</h2>
      <ResultGroups groups={groups} />
    </section>
  )
}
