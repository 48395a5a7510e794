import nodemailer from 'nodemailer'

export type MailMessage = { to: string; subject: string; text: string; html: string }

/** Sends one mail or throws; the job runner retries (decision 032). */
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void }

/**
 * The SMTP transport of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`), with timeouts
 * well inside the job runner's lease, so a stuck server fails the try instead of holding it.
 */
export function createMailer(mail: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message })
    },
    close() {
      transport.close()
    },
  }
}
