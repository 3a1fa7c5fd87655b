'use client'

import Image from 'next/image'
import { useState } from 'react'
import { Modal } from '@/components/ui/Modal'
import { OFFICERS, PRESIDENT, type Leader } from './leaders'
import styles from './leaders.module.css'

function Bio({ leader }: { leader: Leader }) {
  return (
    <div className={styles.bio}>
      <Image
        src={leader.photo}
        alt={`Portrait of ${leader.name}`}
        width={200}
        height={240}
        className={styles.bioPhoto}
      />
      <div>
        <p className={styles.bioName}>{leader.name}</p>
        <p className={styles.bioTitle}>{leader.title}</p>
        <h3>Education</h3>
        <ul>
          {leader.education.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <h3>Biography</h3>
        {leader.biography.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </div>
  )
}

function LeaderCard({ leader, featured, onOpen }: { leader: Leader; featured?: boolean; onOpen: () => void }) {
  return (
    <li className={`card ${styles.leaderCard} ${featured ? styles.featured : ''}`}>
      <Image
        src={leader.photo}
        alt=""
        width={featured ? 220 : 160}
        height={featured ? 264 : 192}
        className={styles.leaderPhoto}
      />
      <div className="card-body">
        <h2 className={styles.leaderName}>{leader.name}</h2>
        <p className={styles.leaderTitle}>{leader.title}</p>
        <button type="button" className="btn btn-outline" onClick={onOpen} aria-haspopup="dialog">
          View Bio<span className="visually-hidden"> of {leader.name}</span>
        </button>
      </div>
    </li>
  )
}

/** The president card (full-screen biography) and the officers' cards, each with a View Bio modal. */
export function LeaderCards() {
  const [open, setOpen] = useState<Leader | null>(null)
  return (
    <>
      <ul className={styles.leaders} aria-label="University leaders">
        <LeaderCard leader={PRESIDENT} featured onOpen={() => setOpen(PRESIDENT)} />
        {OFFICERS.map((l) => (
          <LeaderCard key={l.id} leader={l} onOpen={() => setOpen(l)} />
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.name}, ${open.title}` : 'Biography'}
        fullScreen={open?.id === PRESIDENT.id}
      >
        {open ? <Bio leader={open} /> : null}
      </Modal>
    </>
  )
}
