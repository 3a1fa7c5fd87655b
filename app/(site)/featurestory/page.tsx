import { redirect } from 'next/navigation'
import { recordList } from '@/lib/pages/records'

/** /featurestory?article={slug} is rewritten to /featurestory/{slug}; without an article, show them all. */
export default function FeatureStoryIndex() {
  redirect(recordList('stories'))
}
