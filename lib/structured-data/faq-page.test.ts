import { faqPageJsonLd } from './faq-page'

describe('faqPageJsonLd', () => {
  it('makes one Question with its accepted Answer per item, leaving out items without an answer', () => {
    const data = faqPageJsonLd([
      { question: ' When is Homecoming? ', answer: 'The first weekend of March.' },
      { question: 'Is there parking?', answer: '  ' },
    ])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'When is Homecoming?',
          acceptedAnswer: { '@type': 'Answer', text: 'The first weekend of March.' },
        },
      ],
    })
  })
})
