import 'server-only'
import { promotedFor, type Promotion } from '@/lib/reads/promoted-results'
import type { SearchAnswer } from '../index/fulltext'
import { getSearchIndex } from '../index/site-index'
import { matchKeywordGroups, type KeywordGroup } from './keywords'
import { RESULTS_PER_PAGE, type SearchRequest } from './search-params'

export type QueryAnswer = {
  /** Editors' links for this query, shown first. */
  promoted: Promotion['links']
  /** The curated keyword groups that match. */
  curated: KeywordGroup[]
  /** One page of full-text results, with the counts by kind and a did-you-mean. */
  fullText: SearchAnswer
  found: boolean
}

/** Everything a query finds: promoted links, matching keyword groups, then the full-text results' page asked for. */
export async function answerQuery(
  { keyword, kind, page }: SearchRequest,
  groups: KeywordGroup[],
): Promise<QueryAnswer> {
  const [index, promoted] = await Promise.all([getSearchIndex(), promotedFor(keyword)])
  const fullText = index.search(keyword, { kind, limit: RESULTS_PER_PAGE, offset: (page - 1) * RESULTS_PER_PAGE })
  const curated = matchKeywordGroups(groups, keyword)
  return { promoted, curated, fullText, found: promoted.length + curated.length + fullText.total > 0 }
}
