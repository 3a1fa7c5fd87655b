import { permanentRedirect } from 'next/navigation'
import { recordList } from '@/lib/pages/records'

/** /featurestory?article={slug} is rewritten to /featurestory/{slug}; without an article, all of them are at the list's address (permanently, as every other moved URL). */
export default function FeatureStoryIndex() {
  permanentRedirect(recordList('stories'))
}
