'use client'

import { useId, useState } from 'react'

type Outcome = { kind: 'done' | 'error'; text: string } | null

/**
 * Above the information-requests and form-submissions lists: a person's request under the Data
 * Protection Act — a copy of everything held about their e-mail address, or its erasure (requests,
 * forwarding jobs, and submissions of every form an editor built).
 * Both are written to the audit log.
 */
export function DataProtectionPanel() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function exportData() {
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch(`/api/information-requests/subject-data?email=${encodeURIComponent(email)}`, {
        credentials: 'include',
      })
      if (!response.ok) throw new Error(`the server answered ${response.status}`)
      const data = (await response.json()) as {
        informationRequests: unknown[]
        formSubmissions: unknown[]
        visitBookings: unknown[]
      }
      const link = document.createElement('a')
      link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
      link.download = 'information-requests-subject.json'
      link.click()
      URL.revokeObjectURL(link.href)
      setOutcome({
        kind: 'done',
        text: `Downloaded ${data.informationRequests.length} request(s), ${data.formSubmissions.length} form submission(s) and ${data.visitBookings.length} visit booking(s) held about this address.`,
      })
    } catch (error) {
      setOutcome({ kind: 'error', text: `Could not export: ${(error as Error).message}.` })
    } finally {
      setBusy(false)
    }
  }

  async function erase() {
    if (
      !window.confirm(
        `Erase every information request, form submission and visit booking sent from ${email}, and their queued jobs? This cannot be undone.`,
      )
    )
      return
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch('/api/information-requests/erase', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      if (!response.ok) throw new Error(`the server answered ${response.status}`)
      const { erasedRequests, erasedJobs, erasedSubmissions, erasedVisitBookings } = (await response.json()) as {
        erasedRequests: number
        erasedJobs: number
        erasedSubmissions: number
        erasedVisitBookings: number
      }
      setOutcome({
        kind: 'done',
        text: `Erased ${erasedRequests} request(s), ${erasedJobs} forwarding job(s), ${erasedSubmissions} form submission(s) and ${erasedVisitBookings} visit booking(s). Reload the list to see it.`,
      })
    } catch (error) {
      setOutcome({ kind: 'error', text: `Could not erase: ${(error as Error).message}.` })
    } finally {
      setBusy(false)
    }
  }

  const valid = /^[^\s@]+@[^\s@]+$/.test(email.trim())
  return (
    <details style={{ margin: '0 0 1rem' }}>
      <summary>Data protection: copy or erase what is held about one person</summary>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.75rem', marginTop: '0.75rem' }}>
        <div className="field-type text" style={{ margin: 0 }}>
          <label className="field-label" htmlFor={id}>
            E-mail address
          </label>
          <input
            id={id}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
          />
        </div>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={!valid || busy}
          onClick={exportData}
        >
          Download a copy
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={!valid || busy}
          onClick={erase}
        >
          Erase everything
        </button>
      </div>
      <p
        role="status"
        style={{ minHeight: '1.5em', color: outcome?.kind === 'error' ? 'var(--theme-error-500)' : undefined }}
      >
        {outcome?.text}
      </p>
    </details>
  )
}
