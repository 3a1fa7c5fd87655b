import { KeywordSearchForm, LetterLinks, NoResults, ResultGroups } from '@/components/search/KeywordSearch'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getKeywordGroups, getSitePages, searchRecords } from '@/lib/reads/keywords'
import { groupsForLetter, normalizeKeyword, parseLetter, searchKeywords } from '@/lib/search/keywords'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/keywordsearch')

type Params = Promise<Record<string, string | string[] | undefined>>

export default async function KeywordSearchPage({ searchParams }: { searchParams: Params }) {
  const params = await searchParams
  const keyword = normalizeKeyword(params.keyword)
  const letter = keyword ? null : parseLetter(params.letter)
  const groups = await getKeywordGroups()

  let body: React.ReactNode
  if (keyword) {
    const records = await searchRecords(keyword)
    const results = searchKeywords(keyword, groups, [...getSitePages(), ...records])
    body = (
      <section aria-labelledby="search-results-heading">
        <h2 id="search-results-heading">Search Results for: {keyword}</h2>
        {results.length ? <ResultGroups groups={results} /> : <NoResults what={`“${keyword}”`} />}
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
