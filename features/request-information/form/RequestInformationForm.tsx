'use client'

import { useCallback, useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react'
import { FormProvider, useForm, type FieldErrors, type Path } from 'react-hook-form'
import type { ToasterProps } from 'sonner'
import { EMPTY_REQUEST } from '../fields/empty-request'
import type { ProgrammeChoices } from '../fields/enumerations'
import { maskTelephone } from './phone-mask'
import { preselectedProgramme } from './preselect'
import type { RequestInformation, RequestInformationInput } from '../schema/request-information'
import { CONSENT_NOTICE_PATH, CONSENT_TEXT, HONEYPOT_FIELD, SUCCESS_DURATION_MS, SUCCESS_MESSAGE } from '../submission'
import { HUMAN_CHECK_STATUS_TEXT, RECAPTCHA_NOTE } from '../verification/status-text'
import { useHumanCheck } from '../verification/useHumanCheck'
import styles from './RequestInformationForm.module.css'
import { loadRequestResolver, requestResolver } from './request-resolver'
import { AboutYou } from './sections/AboutYou'
import { AcademicInterest } from './sections/AcademicInterest'
import { Church } from './sections/Church'
import { YourSchool } from './sections/YourSchool'
import { invalidSummary, submitRequest } from './submit-request'
import { useLazyToast } from './useLazyToast'
import { PageLink } from '@/components/ui/PageLink'

const CONSENT_LINK_TEXT = 'Data Protection Notice'
const [CONSENT_BEFORE_LINK, CONSENT_AFTER_LINK] = CONSENT_TEXT.split(CONSENT_LINK_TEXT)

/** Where and how the success toast appears. */
const TOASTER_PROPS: ToasterProps = { position: 'top-right', richColors: true, closeButton: true }

/**
 * The Request Information form (spec §4, §5): validated in the browser with the same zod
 * schema the route handler uses (loaded once the visitor starts on the form), against the
 * programme `choices` the page read, sent as JSON with the human-verification answer
 * (./submit-request.ts).
 */
export function RequestInformationForm({
  choices,
  recaptchaSiteKey,
}: {
  choices: ProgrammeChoices
  recaptchaSiteKey?: string
}) {
  const human = useHumanCheck(recaptchaSiteKey)
  const [formError, setFormError] = useState<string | null>(null)
  const [summary, setSummary] = useState('')
  const statusId = useId()
  const toasts = useLazyToast(TOASTER_PROPS)
  // The visitor has started on the form: fetch what checking and thanking them needs.
  const { start: startHumanCheck } = human
  const { prepare: prepareToasts } = toasts
  const prepare = useCallback(() => {
    startHumanCheck()
    prepareToasts()
    void loadRequestResolver().catch(() => undefined)
  }, [startHumanCheck, prepareToasts])
  const element = useRef<HTMLFormElement>(null)

  const form = useForm<RequestInformationInput, ProgrammeChoices, RequestInformation>({
    resolver: requestResolver,
    // The resolver's context: the lists the schema checks a choice against.
    context: choices,
    defaultValues: EMPTY_REQUEST,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const {
    handleSubmit,
    setError,
    reset,
    setValue,
    getValues,
    formState: { isSubmitting },
  } = form

  // A link from a programme, its cost or its requirements names the programme: choose it.
  useEffect(() => {
    const chosen = preselectedProgramme(window.location.search, choices)
    if (!chosen) return
    setValue('degreeType', chosen.level)
    setValue(chosen.field, chosen.name)
  }, [choices, setValue])

  // The form is hydrated when the visitor first uses it (./RequestInformationFormIsland): what they
  // typed or chose before that is on the page, where React leaves it, but not in the form's state.
  // It is read as the form hydrates, before the form library registers the fields (which puts a
  // radio group back to its default as it does), and handed to the form once it has.
  const formId = useId()
  const [typedBefore] = useState(() => valuesOnThePage(formId))
  useEffect(() => {
    for (const [name, value] of typedBefore) {
      const input = element.current?.elements.namedItem(name)
      const typed = input instanceof HTMLInputElement && input.type === 'tel' ? maskTelephone(value) : value
      const field = name as Path<RequestInformationInput>
      // The library also reads a text field's value as it registers it, without telling what
      // watches the field (the list a level shows): they follow a change, so it is made one.
      if (getValues(field) === typed) setValue(field, '')
      setValue(field, typed, { shouldDirty: true })
    }
    if (typedBefore.length && element.current?.contains(document.activeElement)) prepare()
  }, [typedBefore, getValues, setValue, prepare])

  const onInvalid = (invalid: FieldErrors<RequestInformationInput>) => {
    setFormError(null)
    setSummary(invalidSummary(Object.keys(invalid).length))
  }

  const onValid = async (data: RequestInformation, event?: BaseSyntheticEvent) => {
    const element = event?.target instanceof HTMLFormElement ? event.target : null
    const honeypot = element?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null
    setFormError(null)
    setSummary('')
    const result = await submitRequest(data, human, honeypot)
    if (result.status === 'sent') {
      reset(EMPTY_REQUEST)
      if (honeypot) honeypot.value = ''
      toasts.success(SUCCESS_MESSAGE, SUCCESS_DURATION_MS)
      return
    }
    result.fieldErrors.forEach(([field, message], index) =>
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    )
    setFormError(result.message)
  }

  return (
    <>
      {toasts.toaster}
      <FormProvider {...form}>
        <form
          ref={element}
          id={formId}
          className={styles.form}
          noValidate
          onSubmit={handleSubmit(onValid, onInvalid)}
          onFocus={prepare}
          aria-describedby={statusId}
        >
          <p className={styles.note}>
            Fields marked <span aria-hidden="true">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>

          <div id={statusId} role="status" aria-live="polite" className={styles.status}>
            <FormMessage error={formError} summary={summary} />
          </div>

          <AboutYou />
          <YourSchool />
          <Church />
          <AcademicInterest choices={choices} />

          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="ri-website">Leave this field empty</label>
            <input id="ri-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>

          {human.element}

          <p className={styles.consent}>
            {CONSENT_BEFORE_LINK}
            <PageLink href={CONSENT_NOTICE_PATH}>{CONSENT_LINK_TEXT}</PageLink>
            {CONSENT_AFTER_LINK}
          </p>

          <div className={styles.actions}>
            <button type="submit" className="btn" disabled={isSubmitting} aria-disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Submit request'}
            </button>
            <p className={styles.verification} aria-live="polite">
              {recaptchaSiteKey ? RECAPTCHA_NOTE : HUMAN_CHECK_STATUS_TEXT[human.status]}
            </p>
          </div>
        </form>
      </FormProvider>
    </>
  )
}

/** The answers filled in on the server-rendered form `id`, if it is on the page (nothing on the server). */
function valuesOnThePage(id: string): [string, string][] {
  if (typeof window === 'undefined') return []
  const form = document.getElementById(id)
  if (!(form instanceof HTMLFormElement)) return []
  return [...new FormData(form)].filter(
    (entry): entry is [string, string] =>
      entry[0] !== HONEYPOT_FIELD && typeof entry[1] === 'string' && entry[1] !== '',
  )
}

/** Above the form: why the last submission did not go through (an alert), or how many fields need attention. */
function FormMessage({ error, summary }: { error: string | null; summary: string }) {
  if (error) {
    return (
      <p className={styles.formError} role="alert">
        {error}
      </p>
    )
  }
  if (summary) return <p className={styles.formError}>{summary}</p>
  return null
}
