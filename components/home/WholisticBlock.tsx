import { PageLink } from '@/components/ui/PageLink'
import type { HomeContent } from '@/lib/home/content'
import styles from './Home.module.css'

/** The four sides of student life, each leading to its page. */
export function WholisticBlock({ heading, items }: { heading: string; items: HomeContent['wholisticLife'] }) {
  return (
    <section className="render-when-near section" aria-labelledby="life-heading" data-block="wholistic">
      <div className="container">
        <h2 id="life-heading">{heading}</h2>
        <div className={styles.tiles}>
          {items.map((item) => (
            <div key={item.title} className={styles.tile}>
              <h3>
                <PageLink href={item.href}>{item.title}</PageLink>
              </h3>
              <p>{item.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
