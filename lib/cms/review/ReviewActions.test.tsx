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

beforeEach(() => submit.mockReset().mockResolvedValue({ res: { ok: false } }))

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
})
