'use client'

import { useWatch } from 'react-hook-form'
import type { RequestFormValues } from '../../fields/empty-request'
import { RadioGroupField } from '../field-kit/RadioGroupField'
import { TextField } from '../field-kit/TextField'
import styles from '../RequestInformationForm.module.css'

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

/** The Adventist question; church conference and name of church only for those who answer yes (spec §4). */
export function Church() {
  const adventist = useWatch<RequestFormValues, 'adventist'>({ name: 'adventist' })
  return (
    <section className={styles.group} aria-labelledby="ri-church">
      <h2 id="ri-church" className={styles.groupTitle}>
        Church
      </h2>
      <RadioGroupField name="adventist" legend="Are you a Seventh-day Adventist?" options={YES_NO} />
      {adventist === 'yes' ? (
        <div className={styles.grid2}>
          <TextField name="churchConference" label="Church conference" />
          <TextField name="churchDistrict" label="Name of Church" />
        </div>
      ) : null}
    </section>
  )
}
