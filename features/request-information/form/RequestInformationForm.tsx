'use client'

import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react'
import { Controller, useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form'
import { GENDERS, GRADES, LOCATIONS, PROGRAMME_CHOICES, PROGRAMME_LEVELS, type ProgrammeLevel } from '../fields/enumerations'
import { maskTelephone } from './phone-mask'
import type { RequestInformation, RequestInformationInput } from '../schema/request-information'
import { EMPTY_REQUEST, TELEPHONE_PLACEHOLDER } from '../fields/empty-request'
import { HONEYPOT_FIELD, SUBMISSION_MESSAGES, SUCCESS_DURATION_MS, SUCCESS_MESSAGE } from '../submission'
import type { ToasterProps } from 'sonner'
import styles from './RequestInformationForm.module.css'
import { useHumanCheck } from '../verification/useHumanCheck'
import { loadRequestResolver, requestResolver } from './request-resolver'
import { useLazyToast } from './useLazyToast'

type FieldName = keyof RequestInformationInput

type TextFieldProps = {
  name: FieldName
  label: string
  errors: FieldErrors<RequestInformationInput>
  registration: UseFormRegisterReturn
  required?: boolean
  type?: string
  autoComplete?: string
  hint?: string
}

const errorId = (name: string) => `ri-${name}-error`

function describedBy(name: string, hasError: boolean, hint?: string) {
  return [hint ? `ri-${name}-hint` : null, hasError ? errorId(name) : null].filter(Boolean).join(' ') || undefined
}

function FieldError({ name, errors }: { name: FieldName; errors: FieldErrors<RequestInformationInput> }) {
  const message = errors[name]?.message
  return message ? (
    <p id={errorId(name)} className="field-error">
      {String(message)}
    </p>
  ) : null
}

function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  )
}

function TextField({ name, label, errors, registration, required = true, type = 'text', autoComplete, hint }: TextFieldProps) {
  const invalid = Boolean(errors[name])
  return (
    <div className="field">
      <label htmlFor={`ri-${name}`}>
        {label}
        {required ? <Required /> : null}
      </label>
      {hint ? (
        <span id={`ri-${name}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        id={`ri-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(name, invalid, hint)}
        {...registration}
      />
      <FieldError name={name} errors={errors} />
    </div>
  )
}

function SelectField({
  name,
  label,
  options,
  placeholder,
  errors,
  registration,
  required = true,
}: {
  name: FieldName
  label: string
  options: readonly string[]
  placeholder: string
  errors: FieldErrors<RequestInformationInput>
  registration: UseFormRegisterReturn
  required?: boolean
}) {
  const invalid = Boolean(errors[name])
  return (
    <div className="field">
      <label htmlFor={`ri-${name}`}>
        {label}
        {required ? <Required /> : null}
      </label>
      <select
        id={`ri-${name}`}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(name, invalid)}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError name={name} errors={errors} />
    </div>
  )
}

function RadioGroup({
  name,
  legend,
  options,
  errors,
  registration,
  required,
}: {
  name: FieldName
  legend: ReactNode
  options: readonly { value: string; label: string }[]
  errors: FieldErrors<RequestInformationInput>
  registration: UseFormRegisterReturn
  required?: boolean
}) {
  const invalid = Boolean(errors[name])
  return (
    <fieldset className={styles.fieldset} aria-invalid={invalid || undefined} aria-describedby={describedBy(name, invalid)}>
      <legend>
        {legend}
        {required ? <Required /> : null}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input type="radio" value={option.value} {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError name={name} errors={errors} />
    </fieldset>
  )
}

/**
 * The Request Information form (spec §4, §5): validated in the browser with the same zod
 * schema the route handler uses, sent as JSON with the human-verification answer.
 */
/** Where and how the success toast appears. */
const TOASTER_PROPS: ToasterProps = { position: 'top-right', richColors: true, closeButton: true }

export function RequestInformationForm({ recaptchaSiteKey }: { recaptchaSiteKey?: string }) {
  const human = useHumanCheck(recaptchaSiteKey)
  const [formError, setFormError] = useState<string | null>(null)
  const [summary, setSummary] = useState('')
  const statusId = useId()
  const toasts = useLazyToast(TOASTER_PROPS)
  // The visitor has started on the form: fetch what checking and thanking them needs.
  const prepare = () => {
    human.start()
    toasts.prepare()
    void loadRequestResolver().catch(() => undefined)
  }

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RequestInformationInput, unknown, RequestInformation>({
    resolver: requestResolver,
    defaultValues: EMPTY_REQUEST,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })

  const adventist = useWatch({ control, name: 'adventist' })
  const level = useWatch({ control, name: 'degreeType' }) as ProgrammeLevel | ''
  const choice = level ? PROGRAMME_CHOICES[level] : null

  const onInvalid = (invalid: FieldErrors<RequestInformationInput>) => {
    const count = Object.keys(invalid).length
    setFormError(null)
    setSummary(`${count} ${count === 1 ? 'field needs' : 'fields need'} your attention. ${SUBMISSION_MESSAGES.invalid}`)
  }

  const onValid = async (data: RequestInformation, event?: BaseSyntheticEvent) => {
    const form = event?.target instanceof HTMLFormElement ? event.target : null
    const honeypot = form?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null
    setFormError(null)
    setSummary('')
    const answer = await human.getAnswer()
    if (!answer) {
      setFormError('We could not confirm that you are a person. Please wait a moment and submit again.')
      human.renew()
      return
    }
    let response: Response
    try {
      response = await fetch('/api/request-information', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...data, ...answer, [HONEYPOT_FIELD]: honeypot?.value ?? '' }),
      })
    } catch {
      setFormError(SUBMISSION_MESSAGES.network)
      return
    }
    // Every answer used its challenge (or failed): start a fresh one for the next submission.
    human.renew()
    if (response.status === 201) {
      reset(EMPTY_REQUEST)
      if (honeypot) honeypot.value = ''
      toasts.success(SUCCESS_MESSAGE, SUCCESS_DURATION_MS)
      return
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string; errors?: Record<string, string> }
    if (response.status === 400 && body.errors) {
      let first = true
      for (const [field, message] of Object.entries(body.errors)) {
        if (field in EMPTY_REQUEST) {
          setError(field as FieldName, { type: 'server', message }, { shouldFocus: first })
          first = false
        }
      }
    }
    setFormError(body.error ?? 'Your request could not be sent. Please try again in a few minutes; what you typed is still here.')
  }

  const levelOptions = PROGRAMME_LEVELS.map((value) => ({ value, label: value }))

  return (
    <>
      {toasts.toaster}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onValid, onInvalid)} onFocus={prepare} aria-describedby={statusId}>
        <p className={styles.note}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>

        <div id={statusId} role="status" aria-live="polite" className={styles.status}>
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : summary ? (
            <p className={styles.formError}>{summary}</p>
          ) : null}
        </div>

        <section className={styles.group} aria-labelledby="ri-about">
          <h2 id="ri-about" className={styles.groupTitle}>
            About you
          </h2>
          <div className={styles.grid3}>
            <TextField name="firstName" label="First name" autoComplete="given-name" errors={errors} registration={register('firstName')} />
            <TextField name="middleName" label="Middle name" autoComplete="additional-name" errors={errors} registration={register('middleName')} />
            <TextField name="lastName" label="Last name" autoComplete="family-name" errors={errors} registration={register('lastName')} />
          </div>
          <div className={styles.grid2}>
            <Controller
              control={control}
              name="telephone"
              render={({ field }) => (
                <div className="field">
                  <label htmlFor="ri-telephone">
                    Telephone
                    <Required />
                  </label>
                  <input
                    id="ri-telephone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder={TELEPHONE_PLACEHOLDER}
                    aria-required
                    aria-invalid={Boolean(errors.telephone) || undefined}
                    aria-describedby={describedBy('telephone', Boolean(errors.telephone))}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(maskTelephone(event.target.value))}
                  />
                  <FieldError name="telephone" errors={errors} />
                </div>
              )}
            />
            <TextField name="email" label="Email address" type="email" autoComplete="email" errors={errors} registration={register('email')} />
          </div>
          <p className={styles.messaging}>
            By giving your telephone number you agree that the Admissions Office may contact you by a call or a message on a messaging app (such as
            WhatsApp) at that number.
          </p>
          <RadioGroup
            name="gender"
            legend="Gender"
            required
            options={GENDERS.map((value) => ({ value, label: value }))}
            errors={errors}
            registration={register('gender')}
          />
        </section>

        <section className={styles.group} aria-labelledby="ri-school">
          <h2 id="ri-school" className={styles.groupTitle}>
            Your school
          </h2>
          <div className={styles.grid2}>
            <SelectField
              name="location"
              label="How did we meet?"
              placeholder="Choose one"
              options={LOCATIONS}
              errors={errors}
              registration={register('location')}
            />
            <SelectField name="grade" label="Grade" placeholder="Choose your grade" options={GRADES} errors={errors} registration={register('grade')} />
          </div>
          <TextField
            name="lastSchool"
            label="Last/current school"
            autoComplete="organization"
            errors={errors}
            registration={register('lastSchool')}
          />
        </section>

        <section className={styles.group} aria-labelledby="ri-church">
          <h2 id="ri-church" className={styles.groupTitle}>
            Church
          </h2>
          <RadioGroup
            name="adventist"
            legend="Are you a Seventh-day Adventist?"
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            errors={errors}
            registration={register('adventist')}
          />
          {adventist === 'yes' ? (
            <div className={styles.grid2}>
              <TextField name="churchConference" label="Church conference" errors={errors} registration={register('churchConference')} />
              <TextField name="churchDistrict" label="Name of Church" errors={errors} registration={register('churchDistrict')} />
            </div>
          ) : null}
        </section>

        <section className={styles.group} aria-labelledby="ri-interest">
          <h2 id="ri-interest" className={styles.groupTitle}>
            Your academic interest
          </h2>
          <div className={styles.grid2}>
            <SelectField
              name="degreeType"
              label="Programme level"
              placeholder="Choose a level"
              options={levelOptions.map((o) => o.value)}
              errors={errors}
              registration={register('degreeType', {
                onChange: () => {
                  setValue('programChoice', '')
                  setValue('degreeChoice', '')
                },
              })}
            />
            {choice && level ? (
              <SelectField
                key={level}
                name={choice.field}
                label={choice.label}
                placeholder="Choose a programme (optional)"
                options={choice.options}
                required={false}
                errors={errors}
                registration={register(choice.field)}
              />
            ) : null}
          </div>
          <div className="field">
            <label htmlFor="ri-additionInfo">Additional information</label>
            <textarea
              id="ri-additionInfo"
              rows={5}
              aria-invalid={Boolean(errors.additionInfo) || undefined}
              aria-describedby={describedBy('additionInfo', Boolean(errors.additionInfo))}
              {...register('additionInfo')}
            />
            <FieldError name="additionInfo" errors={errors} />
          </div>
        </section>

        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="ri-website">Leave this field empty</label>
          <input id="ri-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {human.element}

        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={isSubmitting} aria-disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Submit request'}
          </button>
          <p className={styles.verification} aria-live="polite">
            {recaptchaSiteKey
              ? 'This form is protected by reCAPTCHA.'
              : human.status === 'verified'
                ? 'Spam check complete: your request is ready to send.'
                : human.status === 'error'
                  ? 'The automatic spam check could not start. Please reload the page.'
                  : human.status === 'idle'
                    ? 'A quick automatic spam check runs in the background once you start on the form.'
                    : 'Running a quick automatic spam check in the background…'}
          </p>
        </div>
      </form>
    </>
  )
}
