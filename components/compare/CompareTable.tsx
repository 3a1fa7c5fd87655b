import { money } from '@/lib/costs/money'
import { PageLink } from '@/components/ui/PageLink'
import { ScrollTable } from '@/components/ui/ScrollTable'
import type { Amount } from '@/lib/policy/admissions-finance'
import { compareHref } from '@/lib/programmes/shortlist'
import type { ReactNode } from 'react'
import styles from './compare.module.css'

/** One programme's column, every cell already worded by the page. */
export type ComparedProgramme = {
  slug: string
  name: string
  url: string
  level: string
  credential: string
  college: { name: string; route: string } | null
  department: string | null
  duration: string | null
  /** The year's tuition for the chosen residency, and the estimate's address. */
  cost: { amount: Amount | null; href: string }
  requirements: { summary: string; href: string }
  careers: string[]
  nextIntake: string | null
}

const ROWS: { label: string; cell: (p: ComparedProgramme) => ReactNode }[] = [
  { label: 'Level', cell: (p) => p.level },
  { label: 'Credential', cell: (p) => p.credential },
  { label: 'College', cell: (p) => (p.college ? <PageLink href={p.college.route}>{p.college.name}</PageLink> : '—') },
  { label: 'Department', cell: (p) => p.department ?? '—' },
  { label: 'Duration', cell: (p) => p.duration ?? '—' },
  {
    label: 'Tuition a year',
    cell: (p) => (
      <>
        {p.cost.amount ? money(p.cost.amount) : 'Not published'}{' '}
        <PageLink href={p.cost.href}>
          full estimate<span className="visually-hidden"> for {p.name}</span>
        </PageLink>
      </>
    ),
  },
  {
    label: 'Entry requirements',
    cell: (p) => (
      <>
        {p.requirements.summary}{' '}
        <PageLink href={p.requirements.href}>
          checklist<span className="visually-hidden"> for {p.name}</span>
        </PageLink>
      </>
    ),
  },
  {
    label: 'What graduates do',
    cell: (p) =>
      p.careers.length ? (
        <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
          {p.careers.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  },
  { label: 'Next intake', cell: (p) => p.nextIntake ?? 'Ask the Admissions Office' },
]

/** Programmes side by side in a real table: a column per programme, a row per fact, both with headers. */
export function CompareTable({ programmes }: { programmes: ComparedProgramme[] }) {
  const slugs = programmes.map((p) => p.slug)
  return (
    <ScrollTable label="Programmes side by side" testId="compare">
      <table className={styles.table}>
        <caption>Programmes side by side</caption>
        <thead>
          <tr>
            <td />
            {programmes.map((p) => (
              <th key={p.slug} scope="col" className={styles.heading}>
                <PageLink href={p.url}>{p.name}</PageLink>
                <span className={styles.remove}>
                  <a href={compareHref(slugs.filter((s) => s !== p.slug))}>
                    Remove<span className="visually-hidden"> {p.name}</span>
                  </a>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {programmes.map((p) => (
                <td key={p.slug}>{row.cell(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
