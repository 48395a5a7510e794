import type { AppealStatus } from '@rihla/contract/appeals'

/** The appeals queue's query keys (decision 057). */
export const appealKeys = {
  all: ['appeals'] as const,
  list: (status: AppealStatus, page: number) => [...appealKeys.all, { status, page }] as const,
}
