import { figuresRoot } from '@/lib/query-client'

/** Every query key of the dashboard feature; any successful mutation refreshes them all. */
export const dashboardKeys = {
  all: figuresRoot,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  activity: (limit: number) => [...dashboardKeys.all, 'activity', { limit }] as const,
}
