import { ExternalLink } from '@/components/ui/ExternalLink'
import type { SiteSettings } from '@/lib/reads/settings'
import styles from './campus-life.module.css'
import { PageLink } from '@/components/ui/PageLink'

type Tile = { title: string; hoverTitle: string; href: string; external?: boolean; tone: string }

/** The title, and the hover title that replaces it on hover and focus (read once, after the title). */
function TileText({ tile }: { tile: Tile }) {
  return (
    <>
      <span className={styles.tileTitle}>{tile.title}</span>
      <span className={styles.tileHover} aria-hidden="true">
        {tile.hoverTitle} →
      </span>
    </>
  )
}

/**
 * The student-life tiles (site spec §2 "Tiles page"): three internal and three external tiles.
 * Each tile's title swaps for its hover title on hover AND on keyboard focus (CSS only).
 */
export function LifeTiles({ settings }: { settings: SiteSettings }) {
  const tiles: Tile[] = [
    {
      title: 'Undergraduate Research',
      hoverTitle: 'See the academic calendar',
      href: '/academiccalendar',
      tone: '#0b3d6e',
    },
    { title: 'Gym & Lounge', hoverTitle: 'See what’s on this month', href: '/eventscalendar', tone: '#1e6b3a' },
    { title: 'Student Aid', hoverTitle: 'Read our feature stories', href: '/allfeaturestories', tone: '#7a2e8a' },
    { title: 'Schedule a Visit', hoverTitle: 'Arrange your campus visit', href: '/arrangevisit', tone: '#8a5d00' },
    { title: 'Living on Campus', hoverTitle: 'Explore the residence halls', href: '/campusliving', tone: '#a4471c' },
    {
      title: 'Virtual Tour',
      hoverTitle: 'Take the tour online',
      href: settings.links.virtualTour,
      external: true,
      tone: '#1f5d8f',
    },
  ]
  return (
    <ul className={styles.tiles} aria-label="Student life">
      {tiles.map((t) => (
        <li key={t.title}>
          {t.external ? (
            <ExternalLink
              className={styles.tile}
              href={t.href}
              style={{ background: t.tone }}
              context={`: ${t.hoverTitle}`}
            >
              <TileText tile={t} />
            </ExternalLink>
          ) : (
            <PageLink className={styles.tile} href={t.href} style={{ background: t.tone }}>
              <TileText tile={t} />
              <span className="visually-hidden">: {t.hoverTitle}</span>
            </PageLink>
          )}
        </li>
      ))}
    </ul>
  )
}
