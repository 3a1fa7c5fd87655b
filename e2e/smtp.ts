import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { tooling } from '../lib/config/tooling.mjs'

/**
 * A local SMTP server on the port the e2e web server sends to (playwright.config.ts: E2E_PORT + 5),
 * listening only while a spec runs. Every message is parsed with mailparser.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(tooling.e2e.smtpPort, '127.0.0.1', () => resolve())
  })
  return {
    received,
    /** The first message `match` accepts, waiting for it up to `timeoutMs`. */
    async waitFor(match: (mail: ParsedMail) => boolean, timeoutMs = 30_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.find(match)
        if (found) return found
        if (Date.now() > deadline)
          throw new Error(`no matching e-mail within ${timeoutMs} ms (received ${received.length})`)
        await new Promise((r) => setTimeout(r, 250))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The addresses a message was sent to. */
export function recipients(mail: ParsedMail): string[] {
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : []
  return to.flatMap((a) => a.value.map((v) => v.address ?? ''))
}
