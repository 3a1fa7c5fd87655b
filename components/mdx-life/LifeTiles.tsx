import type { SiteSettings } from '@/lib/reads/settings'
import styles from './life.module.css'

type Tile = { title: string; hoverTitle: string; href: string; external?: boolean; tone: string }

/**
 * The student-life tiles (site spec §2 "Tiles page"): three internal and three external tiles.
 * Each tile's title swaps for its hover title on hover AND on keyboard focus (CSS only).
 */
export function LifeTiles({ settings }: { settings: SiteSettings }) {
  const tiles: Tile[] = [
    { title: 'Undergraduate Research', hoverTitle: 'See the academic calendar', href: '/academiccalendar', tone: '#0b3d6e' },
    { title: 'Gym & Lounge', hoverTitle: 'See what’s on this month', href: '/eventscalendar', tone: '#1e6b3a' },
    { title: 'Student Aid', hoverTitle: 'Read our feature stories', href: '/allfeaturestories', tone: '#7a2e8a' },
    { title: 'Schedule a Visit', hoverTitle: 'Arrange your campus visit', href: '/arrangevisit', tone: '#8a5d00' },
    { title: 'Living on Campus', hoverTitle: 'Explore the residence halls', href: '/campusliving', tone: '#a4471c' },
    { title: 'Virtual Tour', hoverTitle: 'Take the tour online', href: settings.links.virtualTour, external: true, tone: '#1f5d8f' },
  ]
  return (
    <ul className={styles.tiles} aria-label="Student life">
      {tiles.map((t) => (
        <li key={t.title}>
          <a
            className={styles.tile}
            href={t.href}
            style={{ background: t.tone }}
            {...(t.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <span className={styles.tileTitle}>{t.title}</span>
            <span className={styles.tileHover} aria-hidden="true">
              {t.hoverTitle} →
            </span>
            <span className="visually-hidden">
              : {t.hoverTitle}
              {t.external ? ' (opens in a new tab)' : ''}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
