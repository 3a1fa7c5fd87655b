/** @jest-environment jsdom */
import type React from 'react'

const submit = jest.fn()
jest.mock('@payloadcms/ui', () => ({
  Button: ({
    children,
    disabled,
    onClick,
  }: {
    children: React.ReactNode
    disabled?: boolean
    onClick?: () => void
  }) => (
    <button type="button" disabled={disabled} onClick={onClick}>
      {children}
    </button>
  ),
  useForm: () => ({ submit }),
  useConfig: () => ({ config: { routes: { api: '/api' } } }),
  useAuth: () => ({ user: { id: 9, collection: 'users' } }),
}))

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ReviewActions, type ReviewView } from './ReviewActions'

const none: ReviewView = {
  status: null,
  comment: null,
  submittedBy: null,
  submittedAt: null,
  reviewedBy: null,
  reviewedAt: null,
  mine: false,
}
const waiting: ReviewView = { ...none, status: 'submitted', submittedBy: 'Cora', submittedAt: '2026-11-27T10:00:00Z' }

const fetchMock = jest.fn()
beforeEach(() => {
  submit.mockReset().mockResolvedValue({ res: { ok: false } })
  fetchMock.mockReset().mockResolvedValue({ ok: true })
  global.fetch = fetchMock
})

describe('ReviewActions', () => {
  it('lets an author submit the form as a draft asking for review', async () => {
    render(<ReviewActions collection="programmes" id={4} review={none} canSubmit canReview={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        action: '/api/programmes/4?depth=0&draft=true',
        method: 'PATCH',
        overrides: { _status: 'draft', review: { action: 'submit', comment: undefined } },
      }),
    )
  })

  it('asks for a draft first on a new document', () => {
    render(<ReviewActions collection="programmes" id={null} review={none} canSubmit canReview={false} />)
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled()
    expect(screen.getByText(/Save a draft first/)).toBeInTheDocument()
  })

  it('lets a reviewer send a waiting change back only with a comment', async () => {
    render(<ReviewActions collection="programmes" id={4} review={waiting} canSubmit={false} canReview />)
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for review. Submitted by Cora')
    const send = screen.getByRole('button', { name: 'Send back' })
    expect(send).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Comment for the author'), 'Fix the fee.')
    await userEvent.click(send)
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        overrides: { _status: 'draft', review: { action: 'send-back', comment: 'Fix the fee.' } },
      }),
    )
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull()
  })

  it('shows the author the reviewer’s comment and lets them submit again', () => {
    const back = { ...none, status: 'sent-back' as const, comment: 'Fix the fee.', reviewedBy: 'Eve', mine: true }
    render(<ReviewActions collection="programmes" id={4} review={back} canSubmit canReview={false} />)
    expect(screen.getByTestId('review-comment')).toHaveTextContent('Fix the fee.')
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled()
    expect(screen.queryByLabelText('Comment for the author')).toBeNull()
  })

  it('releases the editor’s own lock once the step is saved, and keeps it while the step fails', async () => {
    render(<ReviewActions collection="programmes" id={4} review={none} canSubmit canReview={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled()

    // jsdom cannot reload the page; the release must come before the reload, so it is seen here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    submit.mockResolvedValue({ res: { ok: true } })
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    quiet.mockRestore()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(init.method).toBe('DELETE')
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toMatchObject({
      'where[document.relationTo][equals]': 'programmes',
      'where[document.value][equals]': '4',
      'where[user.value][equals]': '9',
    })
  })
})
