import Image from 'next/image'
import { costsHref } from '@/lib/costs/query'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import type { ProgrammeDetail } from '@/lib/reads/programmes'
import { entryRequirements } from '@/lib/programmes/entry-requirements'
import { degreeArea, formatTuition } from '@/lib/programmes/format'
import styles from './programs.module.css'
import { PageLink } from '@/components/ui/PageLink'
import { TickIcon } from '@/components/ui/icons'
import { ShortlistButton } from '@/components/compare/ShortlistButton'
import { applicantTypesFor } from '@/lib/programmes/applicant-requirements'

type Props = { programme: ProgrammeDetail; applyUrl: string }

/** Undergraduate and graduate detail (spec §2): every field, in the spec's formats. */
export function ProgrammeDetailView({ programme: p, applyUrl }: Props) {
  const undergrad = p.kind === 'undergraduate'
  const local = formatTuition(p.tuitionLocal)
  const international = undergrad ? null : formatTuition(p.tuitionInternational)
  const level = undergrad ? degreeArea(p.levels) : p.level
  const requirements = entryRequirements(p.kind, p.level)

  return (
    <article>
      <PageHeader title={p.name}>
        <ul className={`${styles.badges} ${styles.detailHead}`} aria-label="Level and modality">
          {level ? <li className="badge">{level}</li> : null}
          {p.modalities.map((m) => (
            <li key={m} className="badge">
              {m}
            </li>
          ))}
        </ul>
      </PageHeader>
      <div className={`container section ${styles.section}`}>
        <div className={styles.detailGrid}>
          <div className="prose">
            <h2 style={{ marginTop: 0 }}>Overview</h2>
            <RichText data={p.overview} />
            <h2>About the programme</h2>
            <RichText data={p.description} />
            {requirements ? (
              <>
                <h2>Matriculation requirements</h2>
                <h3>Regular</h3>
                {requirements.regular.oneOf ? <p>Meet at least one of these:</p> : null}
                <ul>
                  {requirements.regular.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <h3>Provisional</h3>
                <ul>
                  {requirements.provisional.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {p.matriculationRequirements || p.provisionalRequirements ? (
              <>
                {requirements ? <h3>For this programme</h3> : <h2>Matriculation requirements</h2>}
                {p.matriculationRequirements ? <RichText data={p.matriculationRequirements} /> : null}
                {p.provisionalRequirements ? <RichText data={p.provisionalRequirements} /> : null}
              </>
            ) : null}
            {requirements ? (
              <p>
                The full rules: <PageLink href={requirements.policyPage.href}>{requirements.policyPage.label}</PageLink>
                .
              </p>
            ) : null}
            <section aria-labelledby="cost-heading" data-testid="programme-cost">
              <h2 id="cost-heading">What will it cost me?</h2>
              <p>
                {local
                  ? `Tuition is ${local} a year${international ? ` (international: ${international}, USD)` : ''}. `
                  : null}
                Add the application fee, residence and the discounts and scholarships you could get, for where you live
                and how much you study: <PageLink href={costsHref(p.slug)}>estimate a year of {p.name}</PageLink>.
              </p>
            </section>
            {p.kind === 'undergraduate' || p.kind === 'graduate' ? (
              <section aria-labelledby="apply-heading">
                <h2 id="apply-heading">What do I need to get in?</h2>
                <p>Requirements, documents, fees and the next dates, for how you are applying:</p>
                <ul>
                  {applicantTypesFor(p.kind).map((t) => (
                    <li key={t.value}>
                      <PageLink href={`/requirements?programme=${encodeURIComponent(p.slug)}&applicant=${t.value}`}>
                        {t.label} applicants
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {p.skills.length ? (
              <>
                <h2>Skills you will learn</h2>
                <ul>
                  {p.skills.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {p.careers.length ? (
              <>
                <h2>Degree careers</h2>
                <ul>
                  {p.careers.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {p.graduateBenefit ? (
              <>
                <h2>What you leave with</h2>
                <p>{p.graduateBenefit}</p>
              </>
            ) : null}
          </div>
          <aside className={styles.facts} aria-label="Programme facts">
            <ExternalLink className="btn btn-accent" href={applyUrl} style={{ width: '100%' }}>
              Apply Now
            </ExternalLink>
            <dl>
              {p.accredited ? (
                <>
                  <dt>Accreditation</dt>
                  <dd>
                    <TickIcon className={styles.tick} /> Accredited programme
                  </dd>
                </>
              ) : null}
              {p.campuses.length ? (
                <>
                  <dt>Campuses</dt>
                  <dd>
                    <ul>
                      {p.campuses.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
              {p.duration ? (
                <>
                  <dt>Duration</dt>
                  <dd>{p.duration}</dd>
                </>
              ) : null}
              {local ? (
                <>
                  <dt>Tuition{undergrad ? '' : ' (local)'}</dt>
                  <dd data-testid="tuition-local">{local}</dd>
                </>
              ) : null}
              {international ? (
                <>
                  <dt>International</dt>
                  <dd data-testid="tuition-international">{international} (USD)</dd>
                </>
              ) : null}
              {p.department ? (
                <>
                  <dt>Department</dt>
                  <dd>{p.department.name}</dd>
                </>
              ) : null}
              {p.college ? (
                <>
                  <dt>College</dt>
                  <dd>
                    <PageLink href={p.college.route}>{p.college.name}</PageLink>
                  </dd>
                </>
              ) : null}
            </dl>
            <ShortlistButton slug={p.slug} name={p.name} />
            {p.links.length ? (
              <nav aria-label="Related pages">
                <h2 style={{ fontSize: '1.1rem', marginTop: 0 }}>Useful links</h2>
                <ul className={styles.links}>
                  {p.links.map((l) => (
                    <li key={l.url + l.label}>
                      <PageLink href={l.url}>{l.label}</PageLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </aside>
        </div>
        {p.backgroundImages.length ? (
          <div className={styles.gallery}>
            {p.backgroundImages.map((img, i) => (
              <Image
                key={img.src + i}
                src={img.src}
                alt={img.alt}
                width={img.width}
                height={img.height}
                sizes="(min-width: 1200px) 300px, (min-width: 600px) 50vw, 100vw"
              />
            ))}
          </div>
        ) : null}
      </div>
    </article>
  )
}
