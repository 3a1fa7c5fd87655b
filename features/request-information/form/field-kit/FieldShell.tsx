'use client'

import type { ReactNode } from 'react'
import { useFormState } from 'react-hook-form'
import type { RequestFormValues } from '../../fields/empty-request'
import styles from '../RequestInformationForm.module.css'
import { describedBy, errorId, fieldId, hintId } from './field-ids'

export type FieldName = keyof RequestFormValues

/** The asterisk after a required field's label (the form's note explains it to screen readers). */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/** The field's message, from the browser's check or the server's, referenced by its control. */
export function FieldError({ name, message }: { name: FieldName; message?: string }) {
  return message ? (
    <p id={errorId(name)} className="field-error">
      {String(message)}
    </p>
  ) : null
}

/** The message of one field, re-rendering only that field when it changes. */
export function useFieldError(name: FieldName): string | undefined {
  const { errors } = useFormState<RequestFormValues>({ name })
  return errors[name]?.message
}

/** The accessibility attributes every control of the form carries. */
export function controlProps(
  name: FieldName,
  { required, error, hint }: { required: boolean; error?: string; hint?: string },
) {
  const invalid = Boolean(error)
  return {
    id: fieldId(name),
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(name, invalid, hint),
  }
}

type FieldShellProps = {
  name: FieldName
  label: ReactNode
  required: boolean
  hint?: string
  error?: string
  children: ReactNode
}

/** Label, optional description, the control (children) and its error: the markup every single-control field shares. */
export function FieldShell({ name, label, required, hint, error, children }: FieldShellProps) {
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <span id={hintId(name)} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children}
      <FieldError name={name} message={error} />
    </div>
  )
}
