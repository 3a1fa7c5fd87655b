'use client'

import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react'
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { invalidSummary } from '@/features/request-information/form/submit-request'
import { CONSENT_NOTICE_PATH, HONEYPOT_FIELD } from '@/features/request-information/submission'
import { HUMAN_CHECK_STATUS_TEXT, RECAPTCHA_NOTE } from '@/features/request-information/verification/status-text'
import { useHumanCheck } from '@/features/request-information/verification/useHumanCheck'
import { PageLink } from '@/components/ui/PageLink'
import { initialValues, type FormValues, type InputField, type PublicField, type PublicForm } from '../definition'
import { FORM_CONSENT_TEXT, FORM_MESSAGES_SERVER } from '../submission'
import styles from './EditorForm.module.css'
import { formResolver, loadFormResolver } from './form-resolver'
import { submitForm } from './submit-form'

const CONSENT_LINK_TEXT = 'Data Protection Notice'
const [CONSENT_BEFORE_LINK, CONSENT_AFTER_LINK] = FORM_CONSENT_TEXT.split(CONSENT_LINK_TEXT)

type Props = {
  form: PublicForm
  /** The editor's message blocks, rendered on the server, by their key. */
  messages: Record<string, ReactNode>
  /** The confirmation message, rendered on the server (null when the form redirects). */
  confirmation: ReactNode
  recaptchaSiteKey?: string
}

/**
 * A form an editor built, on the page it was put on: rendered on the server with its fields,
 * validated in the browser with the schema the route uses (loaded when the visitor starts on it),
 * sent with the human check to POST /api/form-submission; then the editor's confirmation takes
 * its place, or the browser goes where the editor said.
 */
export function EditorForm({ form, messages, confirmation, recaptchaSiteKey }: Props) {
  const prefix = useId()
  const human = useHumanCheck(recaptchaSiteKey)
  const [formError, setFormError] = useState<string | null>(null)
  const [summary, setSummary] = useState('')
  const [sent, setSent] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, PublicField[], FormValues>({
    resolver: formResolver,
    context: form.fields,
    defaultValues: initialValues(form.fields),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })

  const prepare = () => {
    human.start()
    void loadFormResolver().catch(() => undefined)
  }

  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    setFormError(null)
    setSummary(invalidSummary(Object.keys(invalid).length))
  }

  const onValid = async (values: FormValues, event?: BaseSyntheticEvent) => {
    const element = event?.target instanceof HTMLFormElement ? event.target : null
    const honeypot = (element?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? ''
    setFormError(null)
    setSummary('')
    const result = await submitForm(form.id, values, human, honeypot)
    if (result.status === 'sent') {
      if (form.confirmation.type === 'redirect') {
        window.location.assign(form.confirmation.url)
        return
      }
      setSent(true)
      return
    }
    result.fieldErrors.forEach(([field, message], index) =>
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    )
    setFormError(result.message)
  }

  if (sent)
    return (
      <div ref={focusOnArrival} tabIndex={-1} role="status" className={styles.confirmation}>
        {confirmation ?? <p>{FORM_MESSAGES_SERVER.sent}</p>}
      </div>
    )

  const statusId = `${prefix}-status`
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFocus={prepare}
      aria-describedby={statusId}
    >
      {form.fields.some((f) => f.kind !== 'message' && f.required) ? (
        <p className={styles.note}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
      ) : null}
      <div id={statusId} role="status" aria-live="polite" className={styles.status}>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : summary ? (
          <p className={styles.formError}>{summary}</p>
        ) : null}
      </div>

      <div className={styles.fields}>
        {form.fields.map((field, index) =>
          field.kind === 'message' ? (
            <div key={`m-${field.key}`} className={styles.message}>
              {messages[field.key]}
            </div>
          ) : (
            <Field
              key={`${field.name}-${index}`}
              field={field}
              id={`${prefix}-${field.name}`}
              error={errors[field.name]?.message}
              register={register}
            />
          ),
        )}
      </div>

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${prefix}-website`}>Leave this field empty</label>
        <input id={`${prefix}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {human.element}

      <p className={styles.consent}>
        {CONSENT_BEFORE_LINK}
        <PageLink href={CONSENT_NOTICE_PATH}>{CONSENT_LINK_TEXT}</PageLink>
        {CONSENT_AFTER_LINK}
      </p>

      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : form.submitLabel}
        </button>
        <p className={styles.verification} aria-live="polite">
          {recaptchaSiteKey ? RECAPTCHA_NOTE : HUMAN_CHECK_STATUS_TEXT[human.status]}
        </p>
      </div>
    </form>
  )
}

/** The confirmation takes the form's place: focus moves to it, so a screen reader reads it out. */
const focusOnArrival = (element: HTMLDivElement | null) => element?.focus()

const AUTOCOMPLETE: Partial<Record<InputField['kind'], string>> = { email: 'email', telephone: 'tel' }
const INPUT_TYPE: Partial<Record<InputField['kind'], string>> = {
  text: 'text',
  email: 'email',
  telephone: 'tel',
  date: 'date',
}

/** One field: its label (with the required mark), its control and its message, tied together for screen readers. */
function Field({
  field,
  id,
  error,
  register,
}: {
  field: InputField
  id: string
  error?: string
  register: UseFormRegister<FormValues>
}) {
  const errorId = `${id}-error`
  const control = {
    id,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...register(field.name),
  }
  const mark = field.required ? (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  ) : null
  const message = error ? (
    <p id={errorId} className="field-error">
      {error}
    </p>
  ) : null
  const style = field.width ? { flexBasis: `calc(${field.width}% - var(--space-4, 1rem))` } : undefined

  if (field.kind === 'checkbox')
    return (
      <div className={`field ${styles.field} ${styles.checkboxField}`}>
        <label className={styles.checkbox} htmlFor={id}>
          <input type="checkbox" {...control} />
          <span>
            {field.label}
            {mark}
          </span>
        </label>
        {message}
      </div>
    )

  return (
    <div className={`field ${styles.field}`} style={style}>
      <label htmlFor={id}>
        {field.label}
        {mark}
      </label>
      {field.kind === 'textarea' ? (
        <textarea rows={5} placeholder={field.placeholder || undefined} {...control} />
      ) : field.kind === 'select' ? (
        <select {...control}>
          <option value="">{field.placeholder || 'Choose…'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={INPUT_TYPE[field.kind] ?? 'text'}
          inputMode={field.kind === 'telephone' ? 'tel' : undefined}
          autoComplete={AUTOCOMPLETE[field.kind]}
          placeholder={field.placeholder || undefined}
          {...control}
        />
      )}
      {message}
    </div>
  )
}
