'use client'

import { GRADES, LOCATIONS } from '../../fields/enumerations'
import { SelectField } from '../field-kit/SelectField'
import { TextField } from '../field-kit/TextField'
import styles from '../RequestInformationForm.module.css'

/** How we met, grade and last or current school. */
export function YourSchool() {
  return (
    <section className={styles.group} aria-labelledby="ri-school">
      <h2 id="ri-school" className={styles.groupTitle}>
        Your school
      </h2>
      <div className={styles.grid2}>
        <SelectField name="location" label="How did we meet?" placeholder="Choose one" options={LOCATIONS} />
        <SelectField name="grade" label="Grade" placeholder="Choose your grade" options={GRADES} />
      </div>
      <TextField name="lastSchool" label="Last/current school" autoComplete="organization" />
    </section>
  )
}
