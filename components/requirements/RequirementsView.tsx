import { ExternalLink } from '@/components/ui/ExternalLink'
import { costsHref } from '@/lib/costs/query'
import { PageLink } from '@/components/ui/PageLink'
import { requestInformationHref } from '@/features/request-information/programme-link'
import type { CalendarEvent } from '@/lib/calendar/grid'
import { formatAmount } from '@/lib/policy/admissions-finance'
import { APPLICANT_TYPES, type ApplicantType, type Checklist } from '@/lib/programmes/applicant-requirements'
import { formatDeadlineKey } from '@/lib/text/dates'

export type RequirementsProgramme = {
  slug: string
  name: string
  kind: 'undergraduate' | 'graduate'
  level: string | null
  url: string
}

type Props = {
  programme: RequirementsProgramme
  checklist: Checklist
  /** The applicant types this programme admits, each with its page's address. */
  types: { value: ApplicantType; label: string; href: string }[]
  dates: CalendarEvent[]
  applyUrl: string
}

const label = (a: ApplicantType) => APPLICANT_TYPES.find((t) => t.value === a)!.label

/** One programme's checklist for one kind of applicant: requirements, documents, fees, next dates and next steps. */
export function RequirementsView({ programme: p, checklist: c, types, dates, applyUrl }: Props) {
  return (
    <div className="prose" data-testid="requirements">
      <h2>
        {label(c.applicant)} applicants to <PageLink href={p.url}>{p.name}</PageLink>
      </h2>
      <nav aria-label="Applicant types">
        <ul>
          {types.map((t) => (
            <li key={t.value}>
              {t.value === c.applicant ? (
                <strong aria-current="page">{t.label}</strong>
              ) : (
                <PageLink href={t.href}>{t.label}</PageLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <h3>Requirements</h3>
      {c.requirements.oneOf ? <p>Meet at least one of these:</p> : null}
      <ul>
        {c.requirements.lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {c.also.length ? (
        <>
          <p>Also accepted or asked, depending on the programme:</p>
          <ul>
            {c.also.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>Documents to send</h3>
      <ul data-testid="documents">
        {c.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <h3>Fees</h3>
      <ul>
        {c.fees.map((f) => (
          <li key={f.label}>
            {f.label}: <strong>{formatAmount(f.amount, { group: true })}</strong>
            {f.note ? ` (${f.note})` : ''}
          </li>
        ))}
      </ul>
      <p>
        A year’s tuition, residence, discounts and scholarships:{' '}
        <PageLink href={costsHref(p.slug, c.applicant === 'international' ? 'international' : undefined)}>
          what will {p.name} cost me?
        </PageLink>
      </p>
      {c.afterAcceptance.length ? (
        <>
          <h3>After you are accepted</h3>
          <ol>
            {c.afterAcceptance.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </>
      ) : null}
      <h3>Next dates</h3>
      {dates.length ? (
        <ul>
          {dates.map((d) => (
            <li key={d.id}>
              <strong>{d.name}</strong>: {formatDeadlineKey(d.date)}
              {d.endDate !== d.date ? ` to ${formatDeadlineKey(d.endDate)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>No dates are published yet.</p>
      )}
      <p>
        From the <PageLink href="/academiccalendar">Academic Calendar</PageLink>.
      </p>
      <h3>Next steps</h3>
      <ul>
        <li>
          <ExternalLink href={applyUrl}>Apply now</ExternalLink>
        </li>
        <li>
          <PageLink href={requestInformationHref(p.slug)}>Request information about {p.name}</PageLink>
        </li>
        <li>
          <PageLink href="/arrangevisit">Book a visit</PageLink> or come to an open day (
          <PageLink href="/eventscalendar">Events Calendar</PageLink>)
        </li>
      </ul>
      <p>
        The rules in full:{' '}
        {c.sources.map((s, i) => (
          <span key={s.href}>
            {i ? ', ' : ''}
            <PageLink href={s.href}>{s.label}</PageLink>
          </span>
        ))}
        .
      </p>
    </div>
  )
}
