import type { StepUpBody } from '@rihla/contract/auth'
import { post } from '@/lib/api-client'

/** Confirms the password (and code) again: staff powers over accounts open for a few minutes. */
export async function stepUp(body: StepUpBody): Promise<void> {
  await post('/auth/step-up', body)
}
