import type { EmailAdapter } from 'payload'
import { config, type SmtpSettings } from '@/lib/config/site.mjs'
import { deliveryCode, EmailNotSent } from './errors'

/** Without SMTP settings: sends nothing and logs no address or subject (Payload's console adapter logs both). */
const disabledAdapter: EmailAdapter = ({ payload }) => ({
  name: 'disabled',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'University website',
  sendEmail: async () => {
    payload.logger.info({ msg: 'e-mail not sent: SMTP is not configured' })
  },
})

/** Payload's nodemailer adapter over the configured SMTP server; failures surface as EmailNotSent. */
async function smtpAdapter(smtp: SmtpSettings): Promise<EmailAdapter> {
  // Loaded only when SMTP is set (an ES module: loading it here also keeps it out of the unit tests' way).
  const { nodemailerAdapter } = await import('@payloadcms/email-nodemailer')
  const factory = await nodemailerAdapter({
    defaultFromAddress: smtp.from,
    defaultFromName: smtp.fromName,
    // Verifying at start would log an error on every start while the mail server is away; a send reports its own failure.
    skipVerify: true,
    transportOptions: {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      // A mail server that hangs must not hold a job (or a password-reset request) for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
  })
  return (args) => {
    const adapter = factory(args)
    return {
      ...adapter,
      sendEmail: async (message) => {
        try {
          return await adapter.sendEmail(message)
        } catch (error) {
          throw new EmailNotSent(deliveryCode(error))
        }
      },
    }
  }
}

/** The `email` of the Payload config: SMTP when SMTP_HOST is set, else an adapter that sends nothing. */
export function emailAdapter(smtp = config.smtp): EmailAdapter | Promise<EmailAdapter> {
  return smtp ? smtpAdapter(smtp) : disabledAdapter
}
