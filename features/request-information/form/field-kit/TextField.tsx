'use client'

import { useFormContext } from 'react-hook-form'
import type { RequestFormValues } from '../../fields/empty-request'
import { controlProps, FieldShell, useFieldError, type FieldName } from './FieldShell'

type TextFieldProps = {
  name: FieldName
  label: string
  required?: boolean
  type?: string
  autoComplete?: string
  hint?: string
}

/** A single-line text input. */
export function TextField({ name, label, required = true, type = 'text', autoComplete, hint }: TextFieldProps) {
  const { register } = useFormContext<RequestFormValues>()
  const error = useFieldError(name)
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} error={error}>
      <input
        type={type}
        autoComplete={autoComplete}
        {...controlProps(name, { required, error, hint })}
        {...register(name)}
      />
    </FieldShell>
  )
}

/** A multi-line text input (optional: it carries no required mark). */
export function TextAreaField({ name, label, rows = 5 }: { name: FieldName; label: string; rows?: number }) {
  const { register } = useFormContext<RequestFormValues>()
  const error = useFieldError(name)
  return (
    <FieldShell name={name} label={label} required={false} error={error}>
      <textarea rows={rows} {...controlProps(name, { required: false, error })} {...register(name)} />
    </FieldShell>
  )
}
