import { getImageProps } from 'next/image'
import styles from './programs.module.css'
import { PageLink } from '@/components/ui/PageLink'
import type { UndergradItem } from './items'

const SIZES = '(min-width: 1200px) 280px, (min-width: 600px) 45vw, 96px'

/**
 * The /undergrad grid, rendered on the server: each card is marked with its programme's slug for
 * the list's name filter (UndergradList), which hides cards rather than rendering them again.
 * Pictures are plain <img> elements with next/image's sizes (getImageProps): forty-odd image
 * components hydrating on a phone's first load cost more than they do.
 */
export function UndergradCards({ items }: { items: UndergradItem[] }) {
  return (
    <ul className="grid" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="programme-grid">
      {items.map((p, i) => (
        <li key={p.slug} className={`card ${styles.programmeCard}`} data-programme={p.slug}>
          {p.thumbnail ? <Thumbnail {...p.thumbnail} first={i === 0} /> : null}
          <div className="card-body">
            <h2 className={styles.cardTitle}>{p.name}</h2>
            <ul className={styles.badges} aria-label="Levels offered">
              {p.abbreviations.map((a) => (
                <li key={a} className="badge">
                  {a}
                </li>
              ))}
            </ul>
            {p.college ? <p className={styles.meta}>College: {p.college}</p> : null}
            {p.department ? (
              <p className={styles.meta}>
                Department: {p.department.name} ({p.department.code})
              </p>
            ) : null}
            <PageLink className={`btn ${styles.cardAction}`} href={p.url}>
              Learn More<span className="visually-hidden"> about {p.name}</span>
            </PageLink>
          </div>
        </li>
      ))}
    </ul>
  )
}

function Thumbnail({ src, width, height, first }: { src: string; width: number; height: number; first: boolean }) {
  // The first card's picture is on every first screen: fetched first; the others as they come near.
  const { props } = getImageProps({
    src,
    alt: '',
    width,
    height,
    sizes: SIZES,
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : undefined,
  })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes (alt="" included), without a component to hydrate
  return <img {...props} className={styles.thumb} />
}
