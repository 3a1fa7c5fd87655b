import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { RequirementsForm } from '@/components/requirements/RequirementsForm'
import { RequirementsView } from '@/components/requirements/RequirementsView'
import styles from '@/components/costs/costs.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { dateKeyInTimeZone } from '@/lib/calendar/month'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import {
  applicantChecklist,
  applicantTypesFor,
  defaultApplicant,
  isAdmissionDate,
  parseApplicant,
} from '@/lib/programmes/applicant-requirements'
import { getUpcomingCalendarEvents } from '@/lib/reads/calendar'
import { listProgrammeFees } from '@/lib/reads/programmes'
import { getSiteSettings } from '@/lib/reads/settings'
import { slugify } from '@/lib/text/slug'

export const generateMetadata = () => pageMetadata('/requirements')

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** How many of the academic calendar's next events are searched for admission dates, and how many shown. */
const CALENDAR_WINDOW = 60
const DATES_SHOWN = 4

/** A programme's checklist for one kind of applicant (`?programme=<slug>&applicant=transfer`). */
export default async function RequirementsPage({ searchParams }: Props) {
  const params = await searchParams
  const slug = slugify((Array.isArray(params.programme) ? params.programme[0] : params.programme) ?? '') || null
  const asked = parseApplicant(params.applicant)
  const [programmes, settings, upcoming] = await Promise.all([
    listProgrammeFees(),
    getSiteSettings(),
    getUpcomingCalendarEvents('academic', dateKeyInTimeZone(new Date()), CALENDAR_WINDOW),
  ])
  const programme = slug ? programmes.find((p) => p.slug === slug) : undefined
  const applicant = programme
    ? asked && applicantChecklist(programme.kind, programme.level, asked)
      ? asked
      : null
    : asked
  const problems = [
    slug && !programme ? `No programme is called “${slug}”; choose one below.` : null,
    params.applicant && !asked ? 'That is not an applicant type; here is the usual route.' : null,
    programme && asked && !applicant
      ? `${programme.name} does not admit ${asked} applicants; here is the usual route for it.`
      : null,
  ].filter((p): p is string => p !== null)
  const shown = programme ? (applicant ?? defaultApplicant(programme.kind)) : null
  return (
    <>
      <BreadcrumbJsonLd path="/requirements" />
      <PageHeader
        title={page('/requirements').title}
        intro="Choose a programme and how you are applying: the checklist, fees and dates come from the admission policy and the academic calendar."
      />
      <div className="container section">
        {problems.length ? (
          <div className={styles.problems} role="status">
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <RequirementsForm programmes={programmes} programme={programme?.slug ?? null} applicant={shown} />
        {programme && shown ? (
          <RequirementsView
            programme={programme}
            checklist={applicantChecklist(programme.kind, programme.level, shown)!}
            types={applicantTypesFor(programme.kind).map((t) => ({
              value: t.value,
              label: t.label,
              href: `/requirements?programme=${encodeURIComponent(programme.slug)}&applicant=${t.value}`,
            }))}
            dates={upcoming.filter((e) => isAdmissionDate(e.name)).slice(0, DATES_SHOWN)}
            applyUrl={settings.links.application}
          />
        ) : (
          <p>Choose a programme to see its checklist.</p>
        )}
      </div>
    </>
  )
}
