import Image from 'next/image'
import styles from './SportsPanel.module.css'

export type House = {
  name: string
  points: number
  crest: { src: string; alt: string; width: number; height: number } | null
}

/** The houses of the Sports Day tally, most points first, as list items. */
export function HouseItems({ houses }: { houses: House[] }) {
  return [...houses]
    .sort((a, b) => b.points - a.points)
    .map((h) => (
      <li key={h.name} className={styles.house}>
        {h.crest ? <Image src={h.crest.src} alt="" width={32} height={32} className={styles.crest} /> : null}
        <span className={styles.name}>{h.name}</span>
        <span className={styles.points}>{h.points} pts</span>
      </li>
    ))
}
