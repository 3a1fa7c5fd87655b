import { EMAIL_NOT_CONFIGURED, emailConfigured } from './status'

/**
 * On the admin dashboard and in Site settings → E-mail: says when the server has no SMTP
 * settings, so nobody waits for a reset link or an admissions notice that will never come.
 */
export function EmailStatusNotice() {
  if (emailConfigured()) return null
  return (
    <div
      role="status"
      style={{
        margin: '0 0 calc(var(--base) * 1.5)',
        padding: 'calc(var(--base) * 0.75) var(--base)',
        border: '1px solid var(--theme-warning-500)',
        borderRadius: 'var(--style-radius-m)',
        background: 'var(--theme-warning-100)',
        color: 'var(--theme-warning-800)',
      }}
    >
      {EMAIL_NOT_CONFIGURED}
    </div>
  )
}
