jest.mock('payload', () => ({
  APIError: class extends Error {
    constructor(
      message: string,
      readonly status: number,
    ) {
      super(message)
    }
  },
}))

import { setConfigEnvironment } from '@/lib/config/environment.mjs'
import { emailAdapter } from './adapter'
import { deliveryCode, EmailNotSent } from './errors'
import { forgotPasswordEmail, passwordResetHtml, refuseResetWithoutEmail, resetLink } from './password-reset'
import { renderToStaticMarkup } from 'react-dom/server'
import { EmailStatusNotice } from './EmailStatusNotice'
import { emailConfigured } from './status'

afterEach(() => setConfigEnvironment())

describe('the reset link', () => {
  it('is on the configured public origin, whatever host the request came in on', () => {
    setConfigEnvironment({ NEXT_PUBLIC_SERVER_URL: 'https://www.example.edu/' })
    expect(resetLink('abc123')).toBe('https://www.example.edu/admin/reset/abc123')
    const html = forgotPasswordEmail.generateEmailHTML({
      token: 'tok',
      req: { payload: { config: { routes: { admin: '/admin' } } } },
    })
    expect(html).toContain('href="https://www.example.edu/admin/reset/tok"')
    expect(forgotPasswordEmail.generateEmailSubject()).not.toMatch(/@/)
  })
  it('is escaped in the HTML', () => {
    expect(passwordResetHtml('https://x.example/admin/reset/a"b')).toContain(
      'href="https://x.example/admin/reset/a&quot;b"',
    )
  })
})

describe('without SMTP settings', () => {
  it('refuses a password reset for every address alike, with the reason', () => {
    setConfigEnvironment({})
    expect(emailConfigured()).toBe(false)
    const run = (email: string) => () =>
      refuseResetWithoutEmail({ args: { data: { email } }, operation: 'forgotPassword' } as never)
    expect(run('editor@example.edu')).toThrow(/E-mail is not configured/)
    expect(run('nobody@example.edu')).toThrow(/E-mail is not configured/)
    // Named, so the bundled server answers with the message, not "An unknown error occurred".
    expect(run('editor@example.edu')).toThrow(expect.objectContaining({ name: 'EmailNotConfigured' }))
    // Other operations pass.
    expect(refuseResetWithoutEmail({ args: { x: 1 }, operation: 'login' } as never)).toEqual({ x: 1 })
  })
  it('says so in the admin, and says nothing once SMTP is set', () => {
    setConfigEnvironment({})
    expect(renderToStaticMarkup(EmailStatusNotice())).toMatch(
      /^<div role="status"[^>]*>E-mail is not configured: set SMTP_HOST/,
    )
    setConfigEnvironment({ SMTP_HOST: 'smtp.example.edu' })
    expect(EmailStatusNotice()).toBeNull()
  })
  it('lets a reset through when SMTP is set', () => {
    setConfigEnvironment({ SMTP_HOST: 'smtp.example.edu' })
    expect(emailConfigured()).toBe(true)
    expect(refuseResetWithoutEmail({ args: { data: {} }, operation: 'forgotPassword' } as never)).toEqual({ data: {} })
  })
  it('sends nothing and logs neither the address nor the subject', async () => {
    const logged: unknown[] = []
    const adapter = emailAdapter(null)
    if (adapter instanceof Promise) throw new Error('expected the disabled adapter')
    const payload = { logger: { info: (entry: unknown) => logged.push(entry) } }
    await adapter({ payload } as never).sendEmail({ to: 'ana@example.com', subject: 'Reset for Ana Brown', text: 'x' })
    expect(JSON.stringify(logged)).not.toMatch(/ana|Brown|Reset/i)
    expect(logged).toHaveLength(1)
  })
})

describe('a failed delivery', () => {
  it('is reported by its code, never by the server’s text (which may quote an address)', () => {
    expect(deliveryCode(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' }))).toBe(
      'ECONNREFUSED',
    )
    expect(deliveryCode({ responseCode: 550, response: '550 <ana@example.com> unknown' })).toBe('SMTP 550')
    expect(deliveryCode({ code: '550 <ana@example.com>' })).toBe('unknown')
    expect(deliveryCode(null)).toBe('unknown')
    expect(new EmailNotSent('EAUTH').message).toBe('e-mail not sent (EAUTH)')
  })
})
