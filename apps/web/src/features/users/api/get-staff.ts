import { type StaffMember, staffListResponseSchema } from '@rihla/contract/staff'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { userKeys } from './user-keys'

/** Every admin and moderator, admins first, then by name (the server's order). */
export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return staffListResponseSchema.parse(await get('/users/staff', { signal })).data
}

export function getStaffQueryOptions() {
  return queryOptions({
    queryKey: userKeys.staff(),
    queryFn: ({ signal }) => getStaff(signal),
  })
}

/** The Staff screen's rows (its route loader asks for them too). */
export function useStaff() {
  return useQuery(getStaffQueryOptions())
}
