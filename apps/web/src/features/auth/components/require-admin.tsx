import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { isAdmin } from '@/lib/storage'

type RequireAdminProps = {
  /** The seed's wording differs by screen ("user data" or "this data"). */
  message: string
  children: ReactNode
}

/**
 * Renders its children for the admin role only. For any other role it shows the message and
 * nothing below it mounts, so no data call is made (seed section 6).
 */
export function RequireAdmin({ message, children }: RequireAdminProps) {
  if (isAdmin()) return children
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>{message}</p>
    </div>
  )
}
