import { headers } from 'next/headers'
import { after } from 'next/server'
import { answerQuery } from '@/features/site-search/query/answer-query'
import { groupsForLetter, popularGroups } from '@/features/site-search/query/keywords'
import { parseSearchParams, type SearchParams } from '@/features/site-search/query/search-params'
import { countsAsSearch } from '@/features/site-search/report/query-log'
import { recordSearch } from '@/features/site-search/report/query-recorder'
import { LetterResults, PopularKeywords, QueryResults, SearchPage } from '@/features/site-search/results/SearchPage'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { clientAddress, limiterKey } from '@/lib/http/client-address'
import { getKeywordGroups } from '@/lib/reads/keywords'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/keywordsearch')

export default async function KeywordSearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const request = parseSearchParams(await searchParams)
  const { keyword, letter } = request
  const groups = await getKeywordGroups()

  let results: React.ReactNode
  if (keyword) {
    const answer = await answerQuery(request, groups)
    const requestHeaders = await headers()
    if (request.firstLook && countsAsSearch(requestHeaders)) {
      // An IPv6 client by its /64, as the rate limits count it: one host has a whole /64 to draw from.
      const address = limiterKey(clientAddress(requestHeaders))
      after(() => recordSearch(keyword, answer.found, address))
    }
    results = <QueryResults request={request} answer={answer} />
  } else if (letter) {
    results = <LetterResults letter={letter} groups={groupsForLetter(groups, letter)} />
  } else {
    results = <PopularKeywords groups={popularGroups(groups)} />
  }

  return (
    <SearchPage keyword={keyword} letter={letter}>
      {results}
    </SearchPage>
  )
}
