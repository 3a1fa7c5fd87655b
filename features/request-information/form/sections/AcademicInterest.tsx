'use client'

import { useFormContext, useWatch } from 'react-hook-form'
import {
  PROGRAMME_LEVELS,
  PROGRAMME_LISTS,
  type ProgrammeChoices,
  type ProgrammeLevel,
} from '../../fields/enumerations'
import type { RequestFormValues } from '../../fields/empty-request'
import { SelectField } from '../field-kit/SelectField'
import { TextAreaField } from '../field-kit/TextField'
import styles from '../RequestInformationForm.module.css'

/**
 * Programme level, then exactly one programme list for that level (spec §4), its options the
 * published programmes of that level (`choices`, read by the page), and anything else to add.
 */
export function AcademicInterest({ choices }: { choices: ProgrammeChoices }) {
  const { setValue } = useFormContext<RequestFormValues>()
  const level = useWatch<RequestFormValues, 'degreeType'>({ name: 'degreeType' }) as ProgrammeLevel | ''
  const list = level ? PROGRAMME_LISTS[level] : null
  return (
    <section className={styles.group} aria-labelledby="ri-interest">
      <h2 id="ri-interest" className={styles.groupTitle}>
        Your academic interest
      </h2>
      <div className={styles.grid2}>
        <SelectField
          name="degreeType"
          label="Programme level"
          placeholder="Choose a level"
          options={PROGRAMME_LEVELS}
          registerOptions={{
            // A new level shows another list: what was chosen in the previous one no longer applies.
            onChange: () => {
              setValue('programChoice', '')
              setValue('degreeChoice', '')
            },
          }}
        />
        {list && level ? (
          <SelectField
            key={level}
            name={list.field}
            label={list.label}
            placeholder="Choose a programme (optional)"
            options={choices[level]}
            required={false}
          />
        ) : null}
      </div>
      <TextAreaField name="additionInfo" label="Additional information" />
    </section>
  )
}
