'use client'

import Image from 'next/image'
import { useId, useState } from 'react'
import useSWR from 'swr'
import styles from './SportsPanel.module.css'

export type House = { name: string; points: number; crest: { src: string; alt: string; width: number; height: number } | null }

const fetcher = (url: string) => fetch(url).then((r) => (r.ok ? (r.json() as Promise<{ houses: House[] }>) : Promise.reject(new Error(String(r.status)))))

/** Floating Sports Day results: houses by points, collapsible, refreshed in the background. */
export function SportsPanel({ initial }: { initial: House[] }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { data } = useSWR('/api/sports-tally', fetcher, { fallbackData: { houses: initial }, refreshInterval: 60_000, revalidateOnFocus: true })
  const houses = [...(data?.houses ?? initial)].sort((a, b) => b.points - a.points)
  if (!houses.length) return null
  return (
    <aside className={styles.panel} aria-label="Sports Day results" data-testid="sports-panel">
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        Sports Day results {open ? '▾' : '▴'}
      </button>
      <ol id={id} className={styles.list} hidden={!open}>
        {houses.map((h) => (
          <li key={h.name} className={styles.house}>
            {h.crest ? <Image src={h.crest.src} alt="" width={32} height={32} className={styles.crest} /> : null}
            <span className={styles.name}>{h.name}</span>
            <span className={styles.points}>{h.points} pts</span>
          </li>
        ))}
      </ol>
    </aside>
  )
}
