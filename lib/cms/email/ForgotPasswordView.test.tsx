/** @jest-environment jsdom */
jest.mock('payload', () => ({ APIError: class extends Error {} }))
jest.mock('@payloadcms/ui', () => ({
  Button: ({ children, disabled, type }: { children: React.ReactNode; disabled?: boolean; type?: 'submit' }) => (
    <button type={type} disabled={disabled}>
      {children}
    </button>
  ),
}))

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminViewServerProps } from 'payload'
import type React from 'react'
import { setConfigEnvironment } from '@/lib/config/environment.mjs'
import { ForgotPasswordView } from './ForgotPasswordView'
import { RESET_WITHOUT_EMAIL } from './password-reset'

const config = {
  routes: { admin: '/admin', api: '/api' },
  admin: { user: 'users', routes: { login: '/login', account: '/account' } },
}
const props = (user: unknown = null) =>
  ({ initPageResult: { req: { user, payload: { config } } } }) as unknown as AdminViewServerProps

const fetchMock = jest.fn()
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch
})
afterEach(() => {
  setConfigEnvironment()
  fetchMock.mockReset()
})

async function ask(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }))
}

describe('the admin’s Forgot password page', () => {
  it('says, without SMTP settings, that no link can be sent and whom to ask, and offers no form', () => {
    setConfigEnvironment({})
    render(ForgotPasswordView(props()))
    expect(screen.getByRole('status').textContent).toBe(RESET_WITHOUT_EMAIL)
    expect(RESET_WITHOUT_EMAIL).toMatch(/ask an administrator/)
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('says what the server answered when it refuses, not "e-mail sent"', async () => {
    setConfigEnvironment({ SMTP_HOST: 'smtp.example.edu' })
    fetchMock.mockResolvedValue({
      ok: false,
      status: 429,
      json: async () => ({ errors: [{ message: 'Too many password-reset requests. Try again in 60 minutes.' }] }),
    })
    render(ForgotPasswordView(props()))
    await ask('editor@example.edu')
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many password-reset requests/)
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/forgot-password',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'editor@example.edu' }) }),
    )
  })

  it('says the link is on its way once the server took the request', async () => {
    setConfigEnvironment({ SMTP_HOST: 'smtp.example.edu' })
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ message: 'Success' }) })
    render(ForgotPasswordView(props()))
    await ask('editor@example.edu')
    expect((await screen.findByRole('status')).textContent).toMatch(/a link to choose a new password is on its way/)
  })
})
