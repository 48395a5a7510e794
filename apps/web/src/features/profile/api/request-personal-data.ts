import {
  type DataRequestKind,
  type DataRequestResponse,
  dataRequestResponseSchema,
} from '@rihla/contract/personal-data'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'

/** Asks staff for a copy of one's data, or for its erasure (recorded in the activity). */
export async function requestPersonalData(kind: DataRequestKind): Promise<DataRequestResponse> {
  return dataRequestResponseSchema.parse(await post('/users/me/data-requests', { kind }))
}

export function useRequestPersonalData() {
  return useMutation({ mutationFn: requestPersonalData })
}
