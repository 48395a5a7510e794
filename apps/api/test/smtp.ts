import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; mail: ParsedMail }

/**
 * A real SMTP server (smtp-server, from nodemailer's authors) on a free local port, started by
 * the test: what the API sends arrives here over SMTP, as it would at a mail provider.
 * `failNext(n)` refuses the next n messages with a temporary error (4xx), to test retries.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = []
  const waiters: Array<() => void> = []
  let refuse = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1
          const error = Object.assign(new Error('try again later'), { responseCode: 451 })
          callback(error)
          return
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail })
          for (const wake of waiters.splice(0)) wake()
          callback()
        })
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('no SMTP port')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    failNext(count: number) {
      refuse = count
    },
    /** Waits until `count` mails to `address` arrived (or fails after `timeoutMs`). */
    async mailsTo(address: string, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      const mine = () => received.filter((m) => m.to.includes(address)).map((m) => m.mail)
      while (mine().length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails to ${address}, got ${mine().length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 50)
        })
      }
      return mine()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The reset link in a mail's plain text. */
export function linkIn(mail: ParsedMail): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')
  if (!match) throw new Error(`no reset link in: ${mail.text}`)
  return match[0]
}
