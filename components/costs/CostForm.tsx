import { LIMITS, RESIDENCIES, STAGES, type CostChoices } from '@/lib/costs/choices'
import { FULL_TIME_LOAD } from '@/lib/policy/admissions-finance'
import { CostFormAutoUpdate } from './CostFormAutoUpdate'
import styles from './costs.module.css'

export type ProgrammeChoice = { slug: string; name: string; kind: 'undergraduate' | 'graduate'; level: string | null }

const FORM_ID = 'cost-form'

const Check = ({ name, checked, label }: { name: string; checked: boolean; label: string }) => (
  <label className={styles.check}>
    <input type="checkbox" name={name} value="1" defaultChecked={checked} />
    {label}
  </label>
)

/** The choices of /costs as a plain GET form (shareable, works without JavaScript); a small leaf updates it as they change. */
export function CostForm({ choices: c, programmes }: { choices: CostChoices; programmes: ProgrammeChoice[] }) {
  const group = (kind: ProgrammeChoice['kind']) =>
    programmes
      .filter((p) => p.kind === kind)
      .map((p) => (
        <option key={p.slug} value={p.slug}>
          {p.name}
          {kind === 'graduate' && p.level ? ` (${p.level})` : ''}
        </option>
      ))
  return (
    <form id={FORM_ID} action="/costs" method="get" className={styles.form} aria-label="Your choices">
      <div className="field">
        <label htmlFor="cost-programme">Programme</label>
        <select id="cost-programme" name="programme" defaultValue={c.programme ?? ''} required>
          <option value="">Choose a programme</option>
          <optgroup label="Undergraduate">{group('undergraduate')}</optgroup>
          <optgroup label="Graduate">{group('graduate')}</optgroup>
        </select>
      </div>
      <div className="field">
        <label htmlFor="cost-residency">Where you live</label>
        <select id="cost-residency" name="residency" defaultValue={c.residency}>
          {RESIDENCIES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="cost-stage">You are</label>
        <select id="cost-stage" name="stage" defaultValue={c.stage}>
          {STAGES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="cost-credits">Credits a semester</label>
        <input
          id="cost-credits"
          name="credits"
          type="number"
          inputMode="numeric"
          min={LIMITS.credits.min}
          max={LIMITS.credits.max}
          defaultValue={c.credits}
          aria-describedby="cost-credits-hint"
        />
        <span id="cost-credits-hint" className="muted">
          {FULL_TIME_LOAD.creditsPerSemester} or more is full time.
        </span>
      </div>
      <Check name="onCampus" checked={c.onCampus} label="I will live on campus" />
      <fieldset>
        <legend>Discounts</legend>
        <div className="field">
          <label htmlFor="cost-children">Children one person pays tuition for, you included</label>
          <input
            id="cost-children"
            name="children"
            type="number"
            inputMode="numeric"
            min={LIMITS.children.min}
            max={LIMITS.children.max}
            defaultValue={c.children}
          />
        </div>
        <Check name="churchMember" checked={c.churchMember} label="I am a church member" />
      </fieldset>
      <fieldset>
        <legend>Your results, for scholarships</legend>
        <div className="field">
          <label htmlFor="cost-subjects">CSEC/GCE/CAPE subjects at grades 1 and 2</label>
          <input
            id="cost-subjects"
            name="subjects"
            type="number"
            inputMode="numeric"
            min={LIMITS.subjects.min}
            max={LIMITS.subjects.max}
            defaultValue={c.subjects}
          />
        </div>
        <Check name="outstandingCape" checked={c.outstandingCape} label="Outstanding CAPE results" />
        <div className="field">
          <label htmlFor="cost-gpa">Grade point average (continuing students)</label>
          <input
            id="cost-gpa"
            name="gpa"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={LIMITS.gpa.min}
            max={LIMITS.gpa.max}
            defaultValue={c.gpa ?? ''}
          />
        </div>
        <Check name="worksOnCampus" checked={c.worksOnCampus} label="I work on campus" />
      </fieldset>
      <div className="field">
        <label htmlFor="cost-withdraw">If I withdrew in week (of the semester)</label>
        <input
          id="cost-withdraw"
          name="withdrawWeek"
          type="number"
          inputMode="numeric"
          min={LIMITS.withdrawWeek.min}
          max={LIMITS.withdrawWeek.max}
          defaultValue={c.withdrawWeek ?? ''}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn">
          Show the estimate
        </button>
      </div>
      <CostFormAutoUpdate formId={FORM_ID} />
    </form>
  )
}
