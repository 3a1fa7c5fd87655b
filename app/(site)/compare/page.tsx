import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { costsHref } from '@/lib/costs/query'
import { CompareTable, type ComparedProgramme } from '@/components/compare/CompareTable'
import { ShortlistRedirect } from '@/components/compare/ShortlistRedirect'
import styles from '@/components/costs/costs.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageLink } from '@/components/ui/PageLink'
import { dateKeyInTimeZone } from '@/lib/calendar/month'
import { DEFAULT_CHOICES, RESIDENCIES, type Residency } from '@/lib/costs/choices'
import { yearlyTuition, type ProgrammeFees } from '@/lib/costs/estimate'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { applicantChecklist, defaultApplicant } from '@/lib/programmes/applicant-requirements'
import { degreeArea, LEVEL_COLUMNS } from '@/lib/programmes/format'
import { parseShortlist } from '@/lib/programmes/shortlist'
import { getUpcomingCalendarEvents } from '@/lib/reads/calendar'
import { getProgramme, listProgrammeFees, type ProgrammeDetail } from '@/lib/reads/programmes'
import { formatDeadlineKey } from '@/lib/text/dates'

export const generateMetadata = () => pageMetadata('/compare')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

function credential(p: ProgrammeDetail): string {
  if (p.kind === 'graduate') return p.level === 'Doctoral' ? 'Doctorate' : (p.level ?? 'Graduate degree')
  const names = LEVEL_COLUMNS.filter((c) => p.levels[c.key]).map((c) => c.name)
  return names.length ? names.join(', ') : degreeArea(p.levels)
}

function column(
  fees: ProgrammeFees,
  p: ProgrammeDetail,
  residency: Residency,
  nextIntake: string | null,
): ComparedProgramme {
  const checklist = applicantChecklist(fees.kind, fees.level, defaultApplicant(fees.kind))!
  const lines = checklist.requirements.lines
  const summary = `${checklist.requirements.oneOf && lines.length > 1 ? 'One of: ' : ''}${lines[0]}${lines.length > 1 ? ` (and ${lines.length - 1} more)` : ''}`
  return {
    slug: fees.slug,
    name: p.name,
    url: fees.url,
    level: fees.kind === 'graduate' ? `Graduate (${fees.level ?? 'graduate'})` : `Undergraduate (${fees.level})`,
    credential: credential(p),
    college: p.college ? { name: p.college.name, route: p.college.route } : null,
    department: p.department?.name ?? null,
    duration: p.duration,
    cost: {
      amount: yearlyTuition(fees, { ...DEFAULT_CHOICES, residency })?.amount ?? null,
      href: costsHref(fees.slug, residency),
    },
    requirements: { summary, href: `/requirements?programme=${encodeURIComponent(fees.slug)}` },
    careers: p.careers,
    nextIntake,
  }
}

/** Up to four programmes side by side (`?programmes=a,b,c`), the cost for the chosen residency. */
export default async function ComparePage({ searchParams }: Props) {
  const params = await searchParams
  const wanted = parseShortlist(params.programmes)
  const residency = RESIDENCIES.find((r) => r.value === first(params.residency))?.value ?? DEFAULT_CHOICES.residency
  const [all, upcoming] = await Promise.all([
    listProgrammeFees(),
    getUpcomingCalendarEvents('academic', dateKeyInTimeZone(new Date()), 60),
  ])
  const found = wanted.map((slug) => all.find((p) => p.slug === slug)).filter((p) => p !== undefined)
  const unknown = wanted.filter((slug) => !all.some((p) => p.slug === slug))
  const details = await Promise.all(found.map((f) => getProgramme(f.kind, f.slug)))
  const intake = upcoming.find((e) => /semester begins/i.test(e.name))
  const nextIntake = intake ? `${intake.name}: ${formatDeadlineKey(intake.date)}` : null
  const columns = found.flatMap((f, i) => (details[i] ? [column(f, details[i], residency, nextIntake)] : []))
  return (
    <>
      <BreadcrumbJsonLd path="/compare" />
      <PageHeader
        title={page('/compare').title}
        intro="Shortlist up to four programmes from their pages or the programme finder; your shortlist stays in this browser, and this page’s address shares it."
      />
      <div className="container section">
        {unknown.length ? (
          <div className={styles.problems} role="status">
            <p>No programme is called {unknown.map((u) => `“${u}”`).join(', ')}; the others are compared.</p>
          </div>
        ) : null}
        {columns.length ? (
          <>
            <form action="/compare" method="get" className={styles.form} aria-label="Cost for">
              <input type="hidden" name="programmes" value={columns.map((c) => c.slug).join(',')} />
              <div className="field">
                <label htmlFor="compare-residency">Show tuition for students from</label>
                <select id="compare-residency" name="residency" defaultValue={residency}>
                  {RESIDENCIES.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.actions}>
                <button type="submit" className="btn">
                  Update
                </button>
              </div>
            </form>
            <CompareTable programmes={columns} />
          </>
        ) : (
          <>
            <p>
              Nothing to compare yet. Shortlist programmes on their pages (find them with the{' '}
              <PageLink href="/searchdegree">programme finder</PageLink>) and come back here.
            </p>
            <ShortlistRedirect />
          </>
        )}
      </div>
    </>
  )
}
