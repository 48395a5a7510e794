import nodemailer from 'nodemailer'

export type MailMessage = { to: string; subject: string; text: string; html: string }

/** Sends one mail or throws; the job runner retries (decision 032). */
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void }

/** The SMTP transport of `SMTP_URL`, timing out well inside the job runner's lease. */
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
