import { type PasswordResetIssued, passwordResetIssuedSchema } from '@rihla/contract/passwords'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'

export async function issuePasswordReset(id: number): Promise<PasswordResetIssued> {
  return passwordResetIssuedSchema.parse(await post(`/users/${id}/password-reset`))
}

/** Issues a password-reset link for someone; the link is shown once, to the admin. */
export function useIssuePasswordReset() {
  return useMutation({ mutationFn: issuePasswordReset })
}
