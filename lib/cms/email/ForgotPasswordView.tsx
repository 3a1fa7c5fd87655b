import type { AdminViewServerProps } from 'payload'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { RESET_WITHOUT_EMAIL } from './password-reset'
import { emailConfigured } from './status'

/**
 * /admin/forgot. Without SMTP settings no reset link can go out: the page says so and whom to ask
 * instead of offering a form that cannot work. With them, a form that reports the server's answer.
 */
export function ForgotPasswordView({ initPageResult }: AdminViewServerProps) {
  const { config } = initPageResult.req.payload
  const loginHref = `${config.routes.admin}${config.admin.routes.login}`
  if (initPageResult.req.user) {
    return (
      <div className="form-header">
        <h1>You are signed in</h1>
        <p>
          Change your password on <a href={`${config.routes.admin}${config.admin.routes.account}`}>your account</a>.
        </p>
      </div>
    )
  }
  if (!emailConfigured()) {
    return (
      <div className="form-header">
        <h1>Forgot your password?</h1>
        <p role="status">{RESET_WITHOUT_EMAIL}</p>
        <a href={loginHref}>Back to sign in</a>
      </div>
    )
  }
  return (
    <ForgotPasswordForm action={`${config.routes.api}/${config.admin.user}/forgot-password`} loginHref={loginHref} />
  )
}
