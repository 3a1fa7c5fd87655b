/** schema.org Article for a feature story (or NewsArticle for a news or sports article). */
export function articleJsonLd(input: {
  type?: 'Article' | 'NewsArticle'
  title: string
  description: string
  url: string
  image: string | null
  author: string
  publisher: string
  datePublished: string
  dateModified: string
}) {
  return {
    '@context': 'https://schema.org',
    '@type': input.type ?? 'Article',
    headline: input.title,
    description: input.description,
    ...(input.image ? { image: [input.image] } : {}),
    author: { '@type': 'Person', name: input.author },
    publisher: { '@type': 'CollegeOrUniversity', name: input.publisher },
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    mainEntityOfPage: input.url,
    url: input.url,
  }
}
