'use client'

import { useFormContext, type RegisterOptions } from 'react-hook-form'
import type { RequestFormValues } from '../../fields/empty-request'
import { controlProps, FieldShell, useFieldError, type FieldName } from './FieldShell'

type SelectFieldProps = {
  name: FieldName
  label: string
  options: readonly string[]
  /** The first, empty option. */
  placeholder: string
  required?: boolean
  registerOptions?: RegisterOptions<RequestFormValues, FieldName>
}

/** A dropdown whose options are their own labels. */
export function SelectField({ name, label, options, placeholder, required = true, registerOptions }: SelectFieldProps) {
  const { register } = useFormContext<RequestFormValues>()
  const error = useFieldError(name)
  return (
    <FieldShell name={name} label={label} required={required} error={error}>
      <select {...controlProps(name, { required, error })} {...register(name, registerOptions)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
