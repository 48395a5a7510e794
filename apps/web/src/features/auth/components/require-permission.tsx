import { can, type Permission } from '@rihla/contract/permissions'
import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { role } from '@/lib/storage'

type RequirePermissionProps = {
  /** The permission of the contract's table this screen needs. */
  permission: Permission
  /** The seed's wording differs by screen ("user data" or "this data"). */
  message: string
  children: ReactNode
}

/** Renders its children for roles holding `permission`; others get the message and no data call. */
export function RequirePermission({ permission, message, children }: RequirePermissionProps) {
  if (can(role(), permission)) return children
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>{message}</p>
    </div>
  )
}
