import { redirect } from 'next/navigation'

/** /featurestory?article={slug} is rewritten to /featurestory/{slug}; without an article, show them all. */
export default function FeatureStoryIndex() {
  redirect('/allfeaturestories')
}
