import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys'

/**
 * The dashboard counts subcategories and banners and lists recent admin changes, so a change
 * to either makes its figures stale. Features never import each other: the app layer links them.
 */
export function useRefreshDashboard(): () => void {
  const queryClient = useQueryClient()
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    [queryClient],
  )
}
