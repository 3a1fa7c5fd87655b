/**
 * A FAQPage (schema.org) of questions and their answers as plain text: what search engines read
 * from a page's questions-and-answers block.
 */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items
      .filter((item) => item.question.trim() && item.answer.trim())
      .map((item) => ({
        '@type': 'Question',
        name: item.question.trim(),
        acceptedAnswer: { '@type': 'Answer', text: item.answer.trim() },
      })),
  }
}
