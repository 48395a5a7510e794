import { type TwoFactorStatus, twoFactorStatusSchema } from '@rihla/contract/auth'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'

export const twoFactorKeys = { status: ['two-factor', 'status'] as const }

export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await get('/auth/two-factor'))
}

export const twoFactorStatusQuery = () =>
  queryOptions({ queryKey: twoFactorKeys.status, queryFn: getTwoFactorStatus })

/** Whether the signed-in account has a second factor, and its recovery codes left. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery())
}
