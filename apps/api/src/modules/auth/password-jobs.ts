import type { AppContext } from '../../context'
import { FORGOT_JOB, MAIL_JOB, runForgotJob, runMailJob } from './password-service'

/**
 * The jobs passwords queue (decision 032): a forgot-password request becomes a link (when an
 * account uses the address), and every link a mail, retried for about a quarter of an hour
 * (30 s doubling, 6 tries), well inside the link's hour.
 */
export function registerPasswordJobs(ctx: AppContext) {
  ctx.jobs.register(FORGOT_JOB, {
    handler: (payload) => runForgotJob(ctx, payload),
    maxAttempts: 5,
    backoffMs: 5_000,
  })
  ctx.jobs.register(MAIL_JOB, {
    handler: (payload) => runMailJob(ctx, payload),
    maxAttempts: 6,
    backoffMs: 30_000,
  })
}
