import { answerSuggestions } from '@/features/site-search/query/suggest'

/** GET /api/search/suggest?q= — suggestions while typing in /keywordsearch (features/site-search/query/). */
export const GET = answerSuggestions
