'use client'

import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import type { RequestFormValues } from '../../fields/empty-request'
import styles from '../RequestInformationForm.module.css'
import { describedBy } from './field-ids'
import { FieldError, RequiredMark, useFieldError, type FieldName } from './FieldShell'

type RadioGroupFieldProps = {
  name: FieldName
  legend: ReactNode
  options: readonly { value: string; label: string }[]
  required?: boolean
}

/** One choice among a few, as radio buttons in a fieldset whose legend is the question. */
export function RadioGroupField({ name, legend, options, required }: RadioGroupFieldProps) {
  const { register } = useFormContext<RequestFormValues>()
  const error = useFieldError(name)
  const invalid = Boolean(error)
  const registration = register(name)
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(name, invalid)}
    >
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input type="radio" value={option.value} {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  )
}
