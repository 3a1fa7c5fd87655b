import type { ReactNode } from 'react'
import styles from './Parents.module.css'

type Props = {
  /** Names the section: its heading's id is `${id}-heading`. */
  id: string
  heading: string
  /** The alternate band colour. */
  alt?: boolean
  /** A class for the column the heading and content sit in. */
  className?: string
  children: ReactNode
}

/** One band of the parents page (content/student-life/parents.mdx): a section under its heading. */
export function ParentsSection({ id, heading, alt = false, className, children }: Props) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={`${id}-heading`}>
      <div className={className ? `container ${className}` : 'container'}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {children}
      </div>
    </section>
  )
}

/** The parents' questions as a band, each answer folded under its question. */
export function ParentsFaq({
  id,
  heading,
  items,
}: {
  id: string
  heading: string
  items: { question: string; answer: string }[]
}) {
  return (
    <ParentsSection id={id} heading={heading} className={styles.faq}>
      {items.map((f) => (
        <details key={f.question}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </ParentsSection>
  )
}
