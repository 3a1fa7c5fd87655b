import type { HomeContent } from '@/lib/home/content'
import styles from './Home.module.css'

/** Where graduates go, as figures. */
export function GraduatesBlock({
  heading,
  destinations,
}: {
  heading: string
  destinations: HomeContent['graduateDestinations']
}) {
  return (
    <section className="render-when-near section" aria-labelledby="graduates-heading" data-block="graduates">
      <div className="container">
        <h2 id="graduates-heading">{heading}</h2>
        <div className={styles.figures}>
          {destinations.map((item) => (
            <p key={item.figure}>
              <span className={styles.figure}>{item.figure}</span>
              {item.text}
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}
