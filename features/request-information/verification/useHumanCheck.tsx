'use client'

import type {} from 'altcha/types/react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

export type HumanCheckStatus = 'idle' | 'starting' | 'verifying' | 'verified' | 'error'

type AltchaElement = HTMLElement & { verify?: () => Promise<unknown>; reset?: (state?: string) => void }

declare global {
  interface Window {
    grecaptcha?: {
      ready: (cb: () => void) => void
      execute: (siteKey: string, options: { action: string }) => Promise<string>
    }
  }
}

export type HumanAnswer = { altcha: string } | { recaptchaToken: string }

/**
 * Human verification for the request form. By default an ALTCHA proof of work, fetched from
 * /api/altcha and solved in the background once the visitor starts on the form (`start()`; the
 * widget is invisible, a short status line says what is happening). Not on page load: the widget's
 * code and the work would compete with the page for a phone's network and processor, and most of
 * the form is still to fill in when the check is done. With a reCAPTCHA v3 site key, a token for the
 * action 'submit' is obtained at submit time instead.
 */
export function useHumanCheck(recaptchaSiteKey?: string) {
  const widget = useRef<AltchaElement | null>(null)
  const answer = useRef<string | null>(null)
  const waiting = useRef<((value: string | null) => void)[]>([])
  const [status, setStatus] = useState<HumanCheckStatus>(recaptchaSiteKey ? 'verified' : 'idle')
  const [started, setStarted] = useState(false)

  /** Starts the check (idempotent): call it when the visitor starts on the form. */
  const start = useCallback(() => setStarted(true), [])

  const settle = useCallback((value: string | null) => {
    const callbacks = waiting.current
    waiting.current = []
    for (const cb of callbacks) cb(value)
  }, [])

  /** Drops the current answer and solves a fresh challenge. */
  const renew = useCallback(() => {
    if (recaptchaSiteKey) return
    answer.current = null
    const el = widget.current
    if (!el?.reset || !el.verify) return
    el.reset()
    setStatus('verifying')
    void el.verify()
  }, [recaptchaSiteKey])

  useEffect(() => {
    if (recaptchaSiteKey) {
      if (document.querySelector('script[data-recaptcha]')) return
      const script = document.createElement('script')
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(recaptchaSiteKey)}`
      script.async = true
      script.dataset.recaptcha = 'true'
      document.head.appendChild(script)
      return
    }
    if (!started) return
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus((current) => (current === 'idle' ? 'starting' : current))
    let cancelled = false
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail ?? {}
      if (state === 'verified' && payload) {
        answer.current = payload
        setStatus('verified')
        settle(payload)
      } else if (state === 'expired') {
        renew()
      } else if (state === 'error') {
        answer.current = null
        setStatus('error')
        settle(null)
      } else if (state === 'verifying') {
        setStatus('verifying')
      }
    }
    import('altcha')
      .then(() => {
        if (cancelled || !widget.current) return
        widget.current.addEventListener('statechange', onState)
        // Started here, once the listener is attached, rather than by the widget on load: a
        // second verify() aborts the first, whose "Failed to find solution" was heard as an error.
        const el = widget.current as AltchaElement & { getState?: () => string }
        if (el.getState?.() === 'verifying') return
        if (el.getState?.() === 'verified') el.reset?.()
        void el.verify?.()
      })
      .catch(() => setStatus('error'))
    const el = widget.current
    return () => {
      cancelled = true
      el?.removeEventListener('statechange', onState)
    }
  }, [recaptchaSiteKey, renew, settle, started])

  /** The answer to send with the form: waits for the background check if it is still running. */
  const getAnswer = useCallback(async (): Promise<HumanAnswer | null> => {
    if (recaptchaSiteKey) {
      const g = window.grecaptcha
      if (!g) return null
      const token = await new Promise<string>((resolve, reject) =>
        g.ready(() => g.execute(recaptchaSiteKey, { action: 'submit' }).then(resolve, reject)),
      ).catch(() => null)
      return token ? { recaptchaToken: token } : null
    }
    if (answer.current) return { altcha: answer.current }
    start()
    if (status === 'error') renew()
    const value = await new Promise<string | null>((resolve) => {
      waiting.current.push(resolve)
      setTimeout(() => resolve(null), 60_000)
    })
    return value ? { altcha: value } : null
  }, [recaptchaSiteKey, renew, start, status])

  const element: ReactNode = recaptchaSiteKey ? null : (
    <altcha-widget ref={widget} challenge="/api/altcha" display="invisible" suppressHydrationWarning />
  )

  return { element, status, start, getAnswer, renew }
}
