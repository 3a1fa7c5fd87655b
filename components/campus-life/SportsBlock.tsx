import { INTERCOLLEGIATE_SPORTS } from '@/lib/policy/student-services'
import { SportsSlider } from '@/components/mdx/lazy'
import styles from './campus-life.module.css'

const SLIDES = INTERCOLLEGIATE_SPORTS.sliderSports.map((name) => ({
  name,
  src: `/images/sports/${name.toLowerCase()}.svg`,
}))

export function SportsCarousel() {
  return <SportsSlider slides={SLIDES} />
}

/** The six sports with their trophy counts, from the policy module. */
export function TrophyList() {
  return (
    <ul className={styles.trophies} aria-label="Intercollegiate trophies">
      {INTERCOLLEGIATE_SPORTS.sports.map((s) => (
        <li key={s.name} className="card">
          <svg className={styles.trophyIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 14.9V18h3v2H8v-2h3v-3.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4zm0 4H5v1a3 3 0 0 0 2 2.8zm10 0v3.8A3 3 0 0 0 19 7V6z"
            />
          </svg>
          <strong>{s.name}</strong>
          <span>
            {s.trophies} {s.trophies === 1 ? 'trophy' : 'trophies'}
          </span>
        </li>
      ))}
    </ul>
  )
}
