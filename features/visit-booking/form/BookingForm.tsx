'use client'

import { useId, useState, type FormEvent } from 'react'
import { HONEYPOT_FIELD } from '@/features/request-information/submission'
import { HUMAN_CHECK_STATUS_TEXT, RECAPTCHA_NOTE } from '@/features/request-information/verification/status-text'
import { useHumanCheck } from '@/features/request-information/verification/useHumanCheck'
import {
  BOOKING_CONSENT_TEXT,
  BOOKING_ENDPOINT,
  BOOKING_MESSAGES,
  bookedMessage,
  MAX_GUESTS,
  UNDECIDED,
} from '../submission'
import styles from './BookingForm.module.css'

type Props = {
  event: string
  questions: { question: string; required: boolean }[]
  programmes: { level: string; names: string[] }[]
  recaptchaSiteKey?: string
}

type Outcome = { kind: 'done' | 'error'; text: string } | null

/**
 * The booking form of a visit or open day: checked by the browser's own constraints, then by the
 * server (field errors shown beside their fields), sent as JSON with the same human check as the
 * request form. The answer says whether the visitor has a place or is on the waiting list.
 */
export function BookingForm({ event, questions, programmes, recaptchaSiteKey }: Props) {
  const human = useHumanCheck(recaptchaSiteKey)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [busy, setBusy] = useState(false)
  const prefix = useId()
  const id = (name: string) => `${prefix}-${name}`

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const data = new FormData(form)
    setBusy(true)
    setOutcome(null)
    setErrors({})
    try {
      const answer = await human.getAnswer()
      if (!answer) {
        setOutcome({ kind: 'error', text: HUMAN_CHECK_STATUS_TEXT.error })
        return
      }
      const email = String(data.get('email') ?? '')
      const response = await fetch(BOOKING_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          event,
          name: data.get('name'),
          email,
          guests: Number(data.get('guests')),
          programme: data.get('programme'),
          answers: questions.map((_, i) => String(data.get(`answer-${i}`) ?? '')),
          [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD),
          ...answer,
        }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        status?: 'confirmed' | 'waiting'
        error?: string
        errors?: Record<string, string>
      }
      human.renew()
      if (response.status === 201 && body.status) {
        form.reset()
        setOutcome({ kind: 'done', text: bookedMessage(body.status, email) })
        return
      }
      setErrors(body.errors ?? {})
      setOutcome({ kind: 'error', text: body.error ?? BOOKING_MESSAGES.storeFailed })
      const first = Object.keys(body.errors ?? {})[0]
      if (first) document.getElementById(id(first.replace('answers.', 'answer-')))?.focus()
    } catch {
      setOutcome({ kind: 'error', text: BOOKING_MESSAGES.network })
    } finally {
      setBusy(false)
    }
  }

  const control = (name: string, errorKey = name) => ({
    id: id(name),
    name,
    'aria-invalid': errors[errorKey] ? true : undefined,
    'aria-describedby': errors[errorKey] ? id(`${name}-error`) : undefined,
  })
  const error = (name: string, errorKey = name) =>
    errors[errorKey] ? (
      <p id={id(`${name}-error`)} className="field-error">
        {errors[errorKey]}
      </p>
    ) : null

  return (
    // noValidate: the ALTCHA widget holds a required control of its own, hidden, which the browser's
    // check would refuse with nothing to show; the server's field errors appear beside their fields.
    <form className={styles.form} onSubmit={submit} onFocus={human.start} aria-label="Book a place" noValidate>
      <div role="status" aria-live="polite" className={styles.status}>
        {outcome ? <p className={outcome.kind === 'done' ? styles.done : styles.formError}>{outcome.text}</p> : null}
      </div>
      <div className="field">
        <label htmlFor={id('name')}>Your name</label>
        <input {...control('name')} type="text" required maxLength={120} autoComplete="name" />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor={id('email')}>E-mail address</label>
        <input {...control('email')} type="email" required maxLength={254} autoComplete="email" />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor={id('guests')}>Number of people, you included</label>
        <input {...control('guests')} type="number" required min={1} max={MAX_GUESTS} step={1} defaultValue={1} />
        {error('guests')}
      </div>
      <div className="field">
        <label htmlFor={id('programme')}>Programme you are interested in</label>
        <select {...control('programme')} defaultValue={UNDECIDED}>
          <option value={UNDECIDED}>{UNDECIDED}</option>
          {programmes
            .filter((group) => group.names.length)
            .map((group) => (
              <optgroup key={group.level} label={group.level}>
                {group.names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
        {error('programme')}
      </div>
      {questions.map((q, i) => (
        <div className="field" key={i}>
          <label htmlFor={id(`answer-${i}`)}>
            {q.question}
            {q.required ? '' : ' (optional)'}
          </label>
          <textarea {...control(`answer-${i}`, `answers.${i}`)} rows={2} required={q.required} maxLength={2000} />
          {error(`answer-${i}`, `answers.${i}`)}
        </div>
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={id('website')}>Leave this field empty</label>
        <input id={id('website')} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {human.element}
      <p className={styles.consent}>{BOOKING_CONSENT_TEXT}</p>
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Booking…' : 'Book a place'}
        </button>
        <p className={styles.verification} aria-live="polite">
          {recaptchaSiteKey ? RECAPTCHA_NOTE : HUMAN_CHECK_STATUS_TEXT[human.status]}
        </p>
      </div>
    </form>
  )
}
