import { APPLICANT_TYPES, type ApplicantType } from '@/lib/programmes/applicant-requirements'
import styles from '@/components/costs/costs.module.css'
import type { RequirementsProgramme } from './RequirementsView'

/** Programme and applicant type as a plain GET form: no script, the answer is the next page. */
export function RequirementsForm({
  programmes,
  programme,
  applicant,
}: {
  programmes: Pick<RequirementsProgramme, 'slug' | 'name' | 'kind' | 'level'>[]
  programme: string | null
  applicant: ApplicantType | null
}) {
  return (
    <form action="/requirements" method="get" className={styles.form} aria-label="Programme and applicant">
      <div className="field">
        <label htmlFor="req-programme">Programme</label>
        <select id="req-programme" name="programme" defaultValue={programme ?? ''} required>
          <option value="">Choose a programme</option>
          {(['undergraduate', 'graduate'] as const).map((kind) => (
            <optgroup key={kind} label={kind === 'graduate' ? 'Graduate' : 'Undergraduate'}>
              {programmes
                .filter((p) => p.kind === kind)
                .map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.name}
                    {kind === 'graduate' && p.level ? ` (${p.level})` : ''}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="req-applicant">I am applying as</label>
        <select id="req-applicant" name="applicant" defaultValue={applicant ?? ''}>
          <option value="">The usual route for the programme</option>
          {APPLICANT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn">
          Show the checklist
        </button>
      </div>
    </form>
  )
}
