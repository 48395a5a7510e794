import { type InviteStaffBody, type StaffInvited, staffInvitedSchema } from '@rihla/contract/staff'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { userKeys } from './user-keys'

export async function inviteStaff(body: InviteStaffBody): Promise<StaffInvited> {
  return staffInvitedSchema.parse(await post('/users', body))
}

/**
 * Invites a staff member; the answer holds the one-time link, which is shown once and kept
 * nowhere else (not in the query cache). The staff and users lists are read again.
 */
export function useInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}
