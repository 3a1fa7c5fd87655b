'use client'
import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

type State = { status: 'idle' | 'sending' | 'sent' } | { status: 'refused'; message: string }

const COULD_NOT_SEND =
  'The reset link could not be sent. Try again later, or ask an administrator to set a new password.'

/**
 * The admin's "Forgot password" form. Payload's own says "e-mail sent" whatever the server
 * answered; this one says what it answered: too many requests, or e-mail not working.
 */
export function ForgotPasswordForm({ action, loginHref }: { action: string; loginHref: string }) {
  const [state, setState] = useState<State>({ status: 'idle' })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('email')
    setState({ status: 'sending' })
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      if (response.ok) return setState({ status: 'sent' })
      const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      // A 500's message is Payload's "Something went wrong.": say what it means here.
      const message = response.status === 500 ? undefined : body?.errors?.[0]?.message
      setState({ status: 'refused', message: message ?? COULD_NOT_SEND })
    } catch {
      setState({ status: 'refused', message: COULD_NOT_SEND })
    }
  }

  if (state.status === 'sent') {
    return (
      <div className="form-header">
        <h1>Check your e-mail</h1>
        <p role="status">
          If an account has this address, a link to choose a new password is on its way. It works for one hour.
        </p>
        <a href={loginHref}>Back to sign in</a>
      </div>
    )
  }
  return (
    <form className="forgot-password__form" onSubmit={submit}>
      <div className="form-header">
        <h1>Forgot your password?</h1>
        <p>Give the e-mail address of your account: a link to choose a new password will be sent to it.</p>
      </div>
      <div className="field-type email">
        <label className="field-label" htmlFor="forgot-password-email">
          Email
        </label>
        <div className="field-type__wrap">
          <input id="forgot-password-email" name="email" type="email" autoComplete="email" required />
        </div>
      </div>
      {state.status === 'refused' && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {state.message}
        </p>
      )}
      <Button buttonStyle="primary" size="large" type="submit" disabled={state.status === 'sending'}>
        Send the link
      </Button>
      <a href={loginHref}>Back to sign in</a>
    </form>
  )
}
