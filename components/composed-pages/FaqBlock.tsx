import { JsonLd } from '@/components/ui/JsonLd'
import { RichText, type RichTextData } from '@/components/ui/RichText'
import { faqPageJsonLd } from '@/lib/structured-data/faq-page'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import styles from './ComposedPage.module.css'

/**
 * Questions that open to their answers (native disclosure: no script), and the FAQPage data
 * search engines read from them.
 */
export function FaqBlock({ heading, items }: { heading: string; items: { question: string; answer: RichTextData }[] }) {
  return (
    <section className={styles.faq} aria-label={heading || 'Questions and answers'}>
      <h2>{heading || 'Questions and answers'}</h2>
      {items.map((item, i) => (
        <details key={i}>
          <summary>{item.question}</summary>
          <RichText data={item.answer} />
        </details>
      ))}
      <JsonLd
        data={faqPageJsonLd(
          items.map((item) => ({ question: item.question, answer: lexicalToPlainText(item.answer) })),
        )}
      />
    </section>
  )
}
